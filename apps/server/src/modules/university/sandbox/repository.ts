import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studentRegistryStudents, studentRegistryUniversities } from '../tables';

export async function sandboxUniversities(db: Db) {
  return db.select().from(studentRegistryUniversities).orderBy(asc(studentRegistryUniversities.sort), asc(studentRegistryUniversities.code));
}

export async function sandboxStudent(db: Db, universityCode: string, studentId: string) {
  const [row] = await db
    .select()
    .from(studentRegistryStudents)
    .where(and(eq(studentRegistryStudents.universityCode, universityCode), eq(studentRegistryStudents.studentId, studentId)));
  return row ?? null;
}

export async function countSandboxStudents(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(studentRegistryStudents);
  return row.n;
}

export async function insertSandbox(
  db: Db,
  universities: (typeof studentRegistryUniversities.$inferInsert)[],
  students: (typeof studentRegistryStudents.$inferInsert)[],
): Promise<void> {
  await db.insert(studentRegistryUniversities).values(universities).onConflictDoNothing();
  await db.insert(studentRegistryStudents).values(students).onConflictDoNothing();
}
