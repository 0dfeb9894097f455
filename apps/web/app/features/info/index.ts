// Public face of the information pages for other features: the form fields of their forms (the
// support launcher's contact form uses the same fields and error messages as /contact).
export { TextAreaField, TextField, useFieldErrorMessage } from './form-fields.tsx';
