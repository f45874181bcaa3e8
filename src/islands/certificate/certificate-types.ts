// The two certificate types of spec 1 §2.8, each with its query call (§7.6) and the fields its
// result shows (§3), so the form and the result read one table instead of branching on the type.
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
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

/** The fields a result can show, by the end of their message key (site.certificate.result.*). */
type ResultField = MessageKey extends infer Key ? (Key extends `site.certificate.result.${infer Field}` ? Field : never) : never;

/**
 * One type: its call, and what its answer holds for the result: the number, the image and the
 * fields in the order shown. The two answers name the same things differently (§7.6).
 */
function certificateKind<Certificate>(kind: {
  value: CertificateTypeValue;
  label: MessageKey;
  find(input: CertificateQuery): Promise<Certificate | null>;
  view(certificate: Certificate): { number: string; imageUrl: string | null; fields: Partial<Record<ResultField, string | null>> };
}): CertificateType {
  return {
    value: kind.value,
    label: kind.label,
    async query(input) {
      const found = await kind.find(input);
      if (!found) return null;
      const { number, imageUrl, fields } = kind.view(found);
      return {
        number,
        imageUrl,
        fields: Object.entries(fields).map(([field, value]) => ({ label: `site.certificate.result.${field as ResultField}`, value: value ?? null })),
      };
    },
  };
}

const skill = certificateKind({
  value: 0,
  label: 'site.certificate.type.skill',
  find: ({ name, number, captchaKey, captchaCode }) =>
    call(getBrowserClient().POST('/api/evaluate/anyTenant/certificate/queryCertificateByCode', { body: { captchaKey, captchaCode, certificateCode: number, name } })),
  view: (certificate: SkillCertificate) => ({
    number: certificate.certificateCode,
    imageUrl: certificate.certificateImgUrl,
    fields: {
      name: certificate.name,
      idNumber: certificate.card,
      mobile: certificate.mobile,
      profession: certificate.professionName,
      typeOfWork: certificate.typeOfWorkName,
      level: certificate.level,
      certificateNumber: certificate.certificateCode,
      sendDate: certificate.sendDate,
    },
  }),
});

const training = certificateKind({
  value: 1,
  label: 'site.certificate.type.training',
  find: ({ name, number, captchaKey, captchaCode }) =>
    call(getBrowserClient().POST('/api/teaching/anyTenant/queryTeachUserCert', { body: { captchaKey, captchaCode, certificateNum: number, studentName: name } })),
  view: (certificate: TrainingCertificate) => ({
    number: certificate.certificateNum,
    imageUrl: certificate.certificateUrl,
    fields: {
      name: certificate.studentName,
      idType: certificate.idType,
      idNumber: certificate.idCard,
      mobile: certificate.mobile,
      product: certificate.productName,
      agency: certificate.agencyName,
      certificateNumber: certificate.certificateNum,
      startTime: certificate.startTime,
      endTime: certificate.endTime,
    },
  }),
});

/** Skill level first: it is the default tab (value 0). */
export const CERTIFICATE_TYPES: readonly CertificateType[] = [skill, training];

export function certificateType(value: CertificateTypeValue): CertificateType {
  return value === 1 ? training : skill;
}

/** The ?type= of /query (kept by its redirect) selects the tab; anything else is the default. */
export function typeFromQuery(search: string): CertificateTypeValue {
  return new URLSearchParams(search).get('type') === '1' ? 1 : 0;
}
