import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /propertyImgForm: upload 4 to 8 photos of a new property (SPEC.md §5). */
export default function PropertyImgFormRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Photos"
      title="Add Property Photos"
      description="Upload 4 to 8 photos (jpg, jpeg or png, up to 1 MB each)."
    />
  );
}
