import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { StudentRegistryPort } from '../port';
import { sandboxStudent, sandboxUniversities } from './repository';

export const registryBusy = () => new AppError('unavailable', 'student_registry_busy', 'The student registry is busy. Please try again in a moment.', { retry_after_s: 30 });

/**
 * The embedded student registry (README "Student registry (sandbox)"): its own tables, Thai IDs
 * under the SIM module's keyed hash, and the registry's failure mode: a student seeded with
 * fault 'busy' makes the look-up answer 503 student_registry_busy.
 */
export function embeddedStudentRegistry(db: Db, hmac: (purpose: string, value: string) => Promise<string>): StudentRegistryPort {
  return {
    sandbox: true,
    async universities() {
      return (await sandboxUniversities(db)).map((u) => ({ code: u.code, name: { th: u.nameTh, en: u.nameEn } }));
    },
    async lookup({ universityCode, studentId, thaiId }) {
      const row = await sandboxStudent(db, universityCode, studentId.toUpperCase());
      if (row?.fault === 'busy') throw registryBusy();
      if (!row || row.thaiIdHash !== (await hmac('student-registry', thaiId))) return null;
      return { universityCode: row.universityCode, studentId: row.studentId, name: row.name, mobile: row.mobile, status: row.status };
    },
  };
}
