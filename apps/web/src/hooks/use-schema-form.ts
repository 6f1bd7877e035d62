import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { onlyOnline } from '@/lib/online-only';

/**
 * A form checked by one of the contract's schemas, with its messages, as the user types
 * (docs/product.md §5). The handler of handleSubmit gets the schema's output, and is not called
 * offline: the form says it needs a connection instead and keeps what was typed.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onlyOnline(onValid), onInvalid);
  return { ...form, handleSubmit };
}
