import type { Db } from '../../../db/client';
import { insertSandbox } from './repository';

export const SANDBOX_UNIVERSITIES = [
  { code: 'CU', nameTh: 'จุฬาลงกรณ์มหาวิทยาลัย', nameEn: 'Chulalongkorn University', sort: 1 },
  { code: 'TU', nameTh: 'มหาวิทยาลัยธรรมศาสตร์', nameEn: 'Thammasat University', sort: 2 },
  { code: 'MU', nameTh: 'มหาวิทยาลัยมหิดล', nameEn: 'Mahidol University', sort: 3 },
  { code: 'KU', nameTh: 'มหาวิทยาลัยเกษตรศาสตร์', nameEn: 'Kasetsart University', sort: 4 },
  { code: 'CMU', nameTh: 'มหาวิทยาลัยเชียงใหม่', nameEn: 'Chiang Mai University', sort: 5 },
  { code: 'KKU', nameTh: 'มหาวิทยาลัยขอนแก่น', nameEn: 'Khon Kaen University', sort: 6 },
  { code: 'PSU', nameTh: 'มหาวิทยาลัยสงขลานครินทร์', nameEn: 'Prince of Songkla University', sort: 7 },
  { code: 'KMUTT', nameTh: 'มหาวิทยาลัยเทคโนโลยีพระจอมเกล้าธนบุรี', nameEn: "King Mongkut's University of Technology Thonburi", sort: 8 },
];

/** The sandbox's students (README "Student registry (sandbox)"); Thai IDs with a valid check digit. */
export const SANDBOX_STUDENTS: {
  universityCode: string;
  studentId: string;
  thaiId: string;
  name: string;
  mobile: string;
  status: 'enrolled' | 'graduated' | 'suspended';
  fault?: 'busy';
  notes: string;
}[] = [
  { universityCode: 'CU', studentId: '6530000121', thaiId: '3100600123450', name: 'Napat S.', mobile: '0862000001', status: 'enrolled', notes: 'enrolled (Thai e2e)' },
  { universityCode: 'TU', studentId: '6401000222', thaiId: '3100600234561', name: 'Pimchanok R.', mobile: '0862000002', status: 'enrolled', notes: 'enrolled (English e2e)' },
  { universityCode: 'MU', studentId: '6300000333', thaiId: '3100600345673', name: 'Kittipong W.', mobile: '0862000003', status: 'enrolled', notes: 'enrolled (API tests)' },
  { universityCode: 'KU', studentId: '6200000444', thaiId: '3100600456785', name: 'Siriporn T.', mobile: '0862000004', status: 'enrolled', notes: 'enrolled (concurrency test)' },
  { universityCode: 'CU', studentId: '5830000555', thaiId: '3100600567897', name: 'Anan K.', mobile: '0862000005', status: 'graduated', notes: 'graduated: refused' },
  { universityCode: 'CMU', studentId: '6410000666', thaiId: '3100600678907', name: 'Warunee P.', mobile: '0862000006', status: 'suspended', notes: 'suspended: refused' },
  {
    universityCode: 'KKU',
    studentId: '6510000777',
    thaiId: '3100600789016',
    name: 'Somchai B.',
    mobile: '0862000007',
    status: 'enrolled',
    fault: 'busy',
    notes: 'the registry answers busy (503)',
  },
  { universityCode: 'PSU', studentId: '6610000888', thaiId: '3100600890124', name: 'Jiraporn M.', mobile: '0862000008', status: 'enrolled', notes: 'enrolled (manual testing)' },
  { universityCode: 'KMUTT', studentId: '6600000999', thaiId: '3200700123451', name: 'Thanawat L.', mobile: '0862000009', status: 'enrolled', notes: 'enrolled (manual testing)' },
];

/** Seeds the embedded registry (its rows are its own; seeding twice changes nothing). */
export async function seedStudentRegistry(db: Db, hmac: (purpose: string, value: string) => Promise<string>): Promise<void> {
  const students = await Promise.all(
    SANDBOX_STUDENTS.map(async (s) => ({
      universityCode: s.universityCode,
      studentId: s.studentId,
      thaiIdHash: await hmac('student-registry', s.thaiId),
      name: s.name,
      mobile: s.mobile,
      status: s.status,
      fault: s.fault ?? null,
    })),
  );
  await insertSandbox(db, SANDBOX_UNIVERSITIES, students);
}
