// The registration calls' field names, as the server's messages start with them, and the form
// field each is shown beside.
export type RegistrationField = 'enterpriseName' | 'invitationCode' | 'mobile' | 'code' | 'school';

export const REGISTRATION_SERVER_FIELDS: Record<string, RegistrationField> = {
  mobile: 'mobile',
  code: 'code',
  cloudSchool: 'school',
  nickName: 'enterpriseName',
  qrCode: 'invitationCode',
};
