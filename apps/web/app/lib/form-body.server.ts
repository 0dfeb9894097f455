// The body of a page action's POST. A body that is not a form (invalid JSON, a truncated or malformed
// multipart, a wrong content type) is the client's fault: it is answered 400, never a 500.
import { data } from 'react-router';

/** The request's form data; a body that cannot be read as a form throws a 400 response. */
export async function readFormBody(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

/** A text field of the form, '' when it is missing or is a file. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
