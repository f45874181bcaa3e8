// The two certificate types of spec 1 §2.8, each with its query call (§7.6) and the fields its
// result shows (§3), so the form and the result read one table instead of branching on the type.
import { call, getBrowserClient } from '../../api/client';
import type { components } from '../../api/schema';
import type { MessageKey } from '../../i18n';

export type SkillCertificate = NonNullable<components['schemas']['SkillCertificate']>;
export type TrainingCertificate = NonNullable<components['schemas']['TrainingCertificate']>;

export type CertificateTypeValue = 0 | 1;

export interface CertificateQuery {
  name: string;
  number: string;
  captchaKey: string;
  captchaCode: string;
}

export interface CertificateView {
  fields: { label: MessageKey; value: string | null }[];
  /** The certificate's number, which also names the downloaded image. */
  number: string;
  imageUrl: string | null;
}

interface CertificateType {
  value: CertificateTypeValue;
  label: MessageKey;
  /** The certificate, or null when nothing matches (the call still succeeds). */
  query(input: CertificateQuery): Promise<CertificateView | null>;
}

const skill: CertificateType = {
  value: 0,
  label: 'site.certificate.type.skill',
  async query({ name, number, captchaKey, captchaCode }) {
    const found = await call(
      getBrowserClient().POST('/api/evaluate/anyTenant/certificate/queryCertificateByCode', { body: { captchaKey, captchaCode, certificateCode: number, name } }),
    );
    return found ? skillView(found) : null;
  },
};

const training: CertificateType = {
  value: 1,
  label: 'site.certificate.type.training',
  async query({ name, number, captchaKey, captchaCode }) {
    const found = await call(
      getBrowserClient().POST('/api/teaching/anyTenant/queryTeachUserCert', { body: { captchaKey, captchaCode, certificateNum: number, studentName: name } }),
    );
    return found ? trainingView(found) : null;
  },
};

/** Skill level first: it is the default tab (value 0). */
export const CERTIFICATE_TYPES: readonly CertificateType[] = [skill, training];

export function certificateType(value: CertificateTypeValue): CertificateType {
  return value === 1 ? training : skill;
}

/** The ?type= of /query (kept by its redirect) selects the tab; anything else is the default. */
export function typeFromQuery(search: string): CertificateTypeValue {
  return new URLSearchParams(search).get('type') === '1' ? 1 : 0;
}

function skillView(certificate: SkillCertificate): CertificateView {
  return {
    number: certificate.certificateCode,
    imageUrl: certificate.certificateImgUrl,
    fields: [
      { label: 'site.certificate.result.name', value: certificate.name },
      { label: 'site.certificate.result.idNumber', value: certificate.card },
      { label: 'site.certificate.result.mobile', value: certificate.mobile },
      { label: 'site.certificate.result.profession', value: certificate.professionName },
      { label: 'site.certificate.result.typeOfWork', value: certificate.typeOfWorkName },
      { label: 'site.certificate.result.level', value: certificate.level },
      { label: 'site.certificate.result.certificateNumber', value: certificate.certificateCode },
      { label: 'site.certificate.result.sendDate', value: certificate.sendDate },
    ],
  };
}

function trainingView(certificate: TrainingCertificate): CertificateView {
  return {
    number: certificate.certificateNum,
    imageUrl: certificate.certificateUrl,
    fields: [
      { label: 'site.certificate.result.name', value: certificate.studentName },
      { label: 'site.certificate.result.idType', value: certificate.idType },
      { label: 'site.certificate.result.idNumber', value: certificate.idCard },
      { label: 'site.certificate.result.mobile', value: certificate.mobile },
      { label: 'site.certificate.result.product', value: certificate.productName },
      { label: 'site.certificate.result.agency', value: certificate.agencyName },
      { label: 'site.certificate.result.certificateNumber', value: certificate.certificateNum },
      { label: 'site.certificate.result.startTime', value: certificate.startTime },
      { label: 'site.certificate.result.endTime', value: certificate.endTime },
    ],
  };
}
