/** spec §5: non-space text, one at sign, non-space text, a dot, non-space text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form's e-mail rule; the site's own inbox address (an env variable) is held to it too. */
export function isEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
