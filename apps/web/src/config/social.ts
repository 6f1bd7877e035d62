import type { ComponentType, SVGProps } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  XIcon,
  YouTubeIcon,
} from '@/components/social-icons';

export type SocialLink = {
  name: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

/** The company's social profiles, linked from the footer. */
export const SOCIAL_LINKS: SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/baserarealty', icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/baserarealty', icon: InstagramIcon },
  { name: 'X (Twitter)', href: 'https://x.com/baserarealty', icon: XIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@baserarealty', icon: YouTubeIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/baserarealty', icon: LinkedInIcon },
];
