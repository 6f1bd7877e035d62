export { Field, inputClasses, inputStateClasses } from './field';
export { TextField, type TextFieldProps } from './text-field';
export { EmailField } from './email-field';
export { PhoneField, PHONE_HINT } from './phone-field';
export { WhatsAppField } from './whatsapp-field';
export { PasswordField } from './password-field';
export { SelectField } from './select-field';
export { TextAreaField } from './text-area-field';
export { MessageField } from './message-field';
