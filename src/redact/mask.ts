/** MASK redaction: the entity's characters become one mask character each (length kept, in code points). */
export function maskOf(text: string, maskCharacter: string): string {
  return maskCharacter.repeat([...text].length);
}
