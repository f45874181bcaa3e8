// Where a form shows a server's refusal: beside the field the answer names (the Api-Field header,
// src/api/envelope.ts), when the form has that field, else above the submit button. The message is
// words only; the form capitalises it (the API writes its messages lower-case).
export interface PlacedMessage<Field extends string> {
  field?: Field;
  text: string;
}

/** `fields` maps the request's field names (`code`, `qrCode`) to the form's own. */
export function placeServerMessage<Field extends string>(
  refusal: { msg: string; field?: string },
  fields: Partial<Record<string, Field>>,
): PlacedMessage<Field> {
  const text = refusal.msg.trim();
  const field = refusal.field === undefined ? undefined : fields[refusal.field];
  if (!field) return { text };
  return { field, text: text.charAt(0).toUpperCase() + text.slice(1) };
}
