// The signature header of the SMS call (spec 1 §7.1), computed alike by the browser client
// and by the reference server that checks it.
//
// The signed string, for params p and access key k:
//   1. drop every parameter whose value is null or undefined (the client drops null fields
//      before sending, so they are not part of the request); an empty string is kept;
//   2. keep all others, the GET timestamp `_t` included, so a captured signature cannot be
//      replayed with a fresh timestamp;
//   3. sort by key in UTF-16 code-unit order (plain Array.prototype.sort, no locale);
//   4. write each as `key=value`, the value as String(value), not URL-encoded;
//   5. join with '&' and append `key=<k>` as the last pair:
//        _t=1700000000000&mobile=13800138000&templateCode=MOBILE_LOGIN_REGISTER&key=portal-sms-key
//      ('_' sorts after capital letters and before small ones), or `key=<k>` alone with no params.
// The header value is the md5 of that string's UTF-8 bytes, as 32 lower-case hex digits.
import SparkMD5 from 'spark-md5';

export const SMS_SIGNATURE_HEADER = 'sign';

export type SmsSignatureParams = Record<string, string | number | boolean | null | undefined>;

/** The exact text that is hashed; exported so the server can log it when a check fails. */
export function smsSignatureBase(params: SmsSignatureParams, accessKey: string): string {
  const pairs = Object.keys(params)
    .filter((key) => params[key] !== null && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${String(params[key])}`);
  return [...pairs, `key=${accessKey}`].join('&');
}

export function smsSignature(params: SmsSignatureParams, accessKey: string): string {
  // SparkMD5.hash encodes non-ASCII text as UTF-8 before hashing, matching node:crypto on a UTF-8 string.
  return SparkMD5.hash(smsSignatureBase(params, accessKey));
}
