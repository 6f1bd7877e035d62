import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /editPropertyImgForm: add or remove photos of a property (SPEC.md §5). */
export default function EditPropertyImgFormRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Photos"
      title="Edit Property Photos"
      description="Keep between 4 and 8 photos on your listing."
    />
  );
}
