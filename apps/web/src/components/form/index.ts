export { Field, inputClasses, inputStateClasses } from './field';
export { TextField, type TextFieldProps } from './text-field';
export { PasswordField } from './password-field';
export { SelectField } from './select-field';
export { TextAreaField } from './text-area-field';
