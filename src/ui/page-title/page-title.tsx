/** Sets the document title for the screen that renders it (React hoists `<title>` into `<head>`). */
export function PageTitle({ title }: { title: string }) {
  return <title>{title}</title>;
}
