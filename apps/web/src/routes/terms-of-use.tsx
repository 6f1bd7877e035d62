import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /termsOfUse: static content (SPEC.md §1: users must be 18 or over; payment is 100% in advance). */
export default function TermsOfUseRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Legal"
      title="Terms of Use"
      description="The terms that apply when you use Basera."
    />
  );
}
