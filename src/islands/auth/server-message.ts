// Our platform names the field a refusal is about at the start of its msg ('code: the
// verification code is wrong'): the form shows such a message beside that field, without the
// prefix, and anything else above the submit button.
export interface PlacedMessage<Field extends string> {
  field?: Field;
  text: string;
}

export function placeServerMessage<Field extends string>(msg: string, fields: Partial<Record<string, Field>>): PlacedMessage<Field> {
  const match = /^([A-Za-z][\w.]*):\s*(.+)$/s.exec(msg.trim());
  const field = match ? fields[match[1]!] : undefined;
  if (!match || !field) return { text: msg };
  const text = match[2]!;
  return { field, text: text.charAt(0).toUpperCase() + text.slice(1) };
}
