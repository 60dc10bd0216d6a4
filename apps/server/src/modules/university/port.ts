import type { University } from '@store/domain/university';

/** A student as the registry knows them (the Thai ID never comes back). */
export interface StudentRecord {
  universityCode: string;
  studentId: string;
  name: string;
  mobile: string;
  status: 'enrolled' | 'graduated' | 'suspended';
}

/**
 * The student registry (decision 036): the universities, and a student by university, student ID
 * and Thai ID (null when no such student, or the ID card is not theirs). Throws AppError 503
 * student_registry_busy when the registry is busy, slow or unreachable.
 */
export interface StudentRegistryPort {
  readonly sandbox: boolean;
  universities(): Promise<University[]>;
  lookup(input: { universityCode: string; studentId: string; thaiId: string }): Promise<StudentRecord | null>;
}
