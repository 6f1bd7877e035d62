import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /editProperty: edit a property's details (SPEC.md §2). */
export default function EditPropertyRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Your listings"
      title="Edit Property"
      description="Update the details of your listing."
    />
  );
}
