// Certificate queries (spec 1 §2.8, §3 skill and training certificate results, §7.6): a public
// lookup by number and holder's name, behind a captcha. Identity numbers and mobiles are handed
// out masked, because anyone who knows a name and a number may look a certificate up.
import { and, eq } from 'drizzle-orm';
import { maskIdCard as maskIdCardText, maskMobile as maskMobileText } from '../../lib/mask';
import type { Database } from '../db/client';
import { skillCertificates, trainingCertificates } from '../db/schema';

// Nothing to mask stays nothing.
const maskIdCard = (value: string | null) => value && maskIdCardText(value);
const maskMobile = (value: string | null) => value && maskMobileText(value);

export async function findSkillCertificate(db: Database, tenantId: string, query: { certificateCode: string; name: string }) {
  const [row] = await db
    .select()
    .from(skillCertificates)
    .where(and(eq(skillCertificates.tenantId, tenantId), eq(skillCertificates.certificateCode, query.certificateCode), eq(skillCertificates.name, query.name)))
    .limit(1);
  if (!row) return null;
  return {
    name: row.name,
    card: maskIdCard(row.card),
    mobile: maskMobile(row.mobile),
    professionName: row.professionName,
    typeOfWorkName: row.typeOfWorkName,
    certificateCode: row.certificateCode,
    level: row.level,
    sendDate: row.sendDate,
    certificateImgUrl: row.certificateImgUrl,
  };
}

export async function findTrainingCertificate(db: Database, tenantId: string, query: { certificateNum: string; studentName: string }) {
  const [row] = await db
    .select()
    .from(trainingCertificates)
    .where(
      and(
        eq(trainingCertificates.tenantId, tenantId),
        eq(trainingCertificates.certificateNum, query.certificateNum),
        eq(trainingCertificates.studentName, query.studentName),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    studentName: row.studentName,
    idType: row.idType,
    idCard: maskIdCard(row.idCard),
    mobile: maskMobile(row.mobile),
    productName: row.productName,
    agencyName: row.agencyName,
    certificateNum: row.certificateNum,
    startTime: row.startTime,
    endTime: row.endTime,
    certificateUrl: row.certificateUrl,
  };
}
