/** The demo's people and what they wrote: accounts, owners, testimonials, reviews, visits. */
import type { ListedBy, PropertyType } from '@basera/contract';

export type DemoAccounts = {
  /** Absent when ADMIN_EMAIL names the admin: then the operator's admin is the only one. */
  admin?: { email: string; password: string };
  owner: { email: string; password: string };
  user: { email: string; password: string };
};

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@basera.in', password: 'Admin@2026' },
  owner: { email: 'demo.owner@basera.in', password: 'Owner@2026' },
  user: { email: 'demo.user@basera.in', password: 'User@2026' },
} satisfies Required<DemoAccounts>;

export type Person = {
  firstName: string;
  lastName: string;
  phone: string;
  whatsApp: string;
  email: string;
};

export const DEMO_OWNER: Person = {
  firstName: 'Rakesh',
  lastName: 'Sahu',
  phone: '9826145210',
  whatsApp: '9826145210',
  email: DEMO_ACCOUNTS.owner.email,
};

export const DEMO_USER: Person = {
  firstName: 'Priya',
  lastName: 'Dewangan',
  phone: '7987012346',
  whatsApp: '7987012346',
  email: DEMO_ACCOUNTS.user.email,
};

/**
 * Owners and agents who list in the four cities. They sign in with the demo owner's
 * password; their addresses are on example.com, so no mail reaches a real person.
 */
export const OTHER_OWNERS: readonly (Person & { listedBy: ListedBy })[] = [
  {
    firstName: 'Anil',
    lastName: 'Agrawal',
    phone: '9827150432',
    whatsApp: '9827150432',
    email: 'anil.agrawal@example.com',
    listedBy: 'Owner',
  },
  {
    firstName: 'Sunita',
    lastName: 'Tiwari',
    phone: '9425503318',
    whatsApp: '9425503318',
    email: 'sunita.tiwari@example.com',
    listedBy: 'Owner',
  },
  {
    firstName: 'Vikas',
    lastName: 'Chandrakar',
    phone: '7000214785',
    whatsApp: '7000214785',
    email: 'vikas.chandrakar@example.com',
    listedBy: 'Agent',
  },
  {
    firstName: 'Neha',
    lastName: 'Jain',
    phone: '8319640527',
    whatsApp: '8319640527',
    email: 'neha.jain@example.com',
    listedBy: 'Owner',
  },
  {
    firstName: 'Manoj',
    lastName: 'Verma',
    phone: '9301287764',
    whatsApp: '6264198350',
    email: 'manoj.verma@example.com',
    listedBy: 'Agent',
  },
  {
    firstName: 'Deepak',
    lastName: 'Sharma',
    phone: '9753320186',
    whatsApp: '9753320186',
    email: 'deepak.sharma@example.com',
    listedBy: 'Owner',
  },
  {
    firstName: 'Kavita',
    lastName: 'Pandey',
    phone: '6260457731',
    whatsApp: '6260457731',
    email: 'kavita.pandey@example.com',
    listedBy: 'Owner',
  },
];

export const TESTIMONIALS: readonly { name: string; review: string; rating: number }[] = [
  {
    name: 'Ankit Sahu, Bilaspur',
    review:
      'Found a 2 BHK in Vyapar Vihar within a week of shifting from Korba. The photos matched the flat exactly and the owner answered on WhatsApp the same day.',
    rating: 5,
  },
  {
    name: 'Shreya Agrawal, Raipur',
    review:
      'I was looking for a girls PG near Shankar Nagar for my sister. Could compare rent, deposit and food on one page and visit only the two best ones.',
    rating: 5,
  },
  {
    name: 'Ramesh Patel, Durg',
    review:
      'Sold my plot in Borsi without running to five brokers. Got genuine calls, and the admin team checked the listing before it went live.',
    rating: 4,
  },
  {
    name: 'Farhan Qureshi, Bhilai',
    review:
      'Rented out my shop in Supela to a pharmacy within a month. Scheduling visits through the site saved me a lot of phone calls.',
    rating: 5,
  },
  {
    name: 'Meena Yadav, Bilaspur',
    review:
      'Simple to use even for my parents. The search understood "Sarkanda" even when I typed it wrong, which I liked.',
    rating: 4,
  },
  {
    name: 'Saurabh Mishra, Raipur',
    review:
      'Got transferred to Naya Raipur and needed a flat quickly. Filters for furnished flats and the map link made the hunt easy. A few listings were slow to reply.',
    rating: 4,
  },
  {
    name: 'Pooja Thakur, Bhilai',
    review:
      'Listed two rooms of our house in Smriti Nagar as a PG. Uploading photos from the phone was easy and we had tenants in three weeks.',
    rating: 5,
  },
  {
    name: 'Harish Soni, Durg',
    review:
      'Good number of plots in Durg and Bhilai with clear prices. I wish more listings showed the exact road width, but overall helpful.',
    rating: 3,
  },
  {
    name: 'Aditi Kashyap, Bilaspur',
    review:
      'As a student from Ambikapur I did not know the city. Reviews by other users on PG listings told me what the food and warden were really like.',
    rating: 5,
  },
  {
    name: 'Rajesh Banjare, Raipur',
    review:
      'Found an office of 800 sq ft in Pandri for my CA practice. The owner was genuine and the rent was what the listing said.',
    rating: 4,
  },
];

/** What people say after a visit, by the kind of listing. */
export const REVIEWS: Record<PropertyType, readonly string[]> = {
  rent: [
    'Visited this flat last Sunday. The owner was very cooperative and the society is well maintained.',
    'Stayed here for a year during my posting. Water supply was regular and the area is safe at night.',
    'Good location, but the approach road gets waterlogged in heavy rain. Otherwise a nice place.',
  ],
  sell: [
    'Rates are fair for this area. The registry papers were shown without any hesitation.',
    'Saw the flat with my family; construction quality is good and the lift is new.',
  ],
  pgHostel: [
    'The food is simple but fresh, and the warden is strict about in-time, which my parents liked.',
    'Rooms are cleaned every day and the WiFi is fast enough for online classes.',
  ],
  plot: [
    'Went to see the plot; the road is pucca till the gate and houses are coming up all around.',
    'Boundary and corner stones are as shown. The owner also shared the layout map.',
  ],
  commercial: [
    'Shop has great footfall in the evenings. Parking can be tight on weekends.',
    'Clean building with working lifts and power backup. Good for a small office.',
  ],
};

export const MEETINGS: readonly {
  name: string;
  email: string;
  phone: string;
  time: string;
  message: string;
}[] = [
  {
    name: 'Sandeep Yadav',
    email: 'sandeep.yadav@example.com',
    phone: '9893412075',
    time: '11:00',
    message:
      'I run a medical store in Sarkanda and want to open a second branch. Can I see the shop on this date?',
  },
  {
    name: 'Nisha Gupta',
    email: 'nisha.gupta@example.com',
    phone: '8770143652',
    time: '16:30',
    message:
      'Looking for a space for my boutique. Please confirm whether the rent is negotiable for a 5 year lease.',
  },
  {
    name: 'Arjun Singh Thakur',
    email: 'arjun.thakur@example.com',
    phone: '7024561389',
    time: '10:30',
    message:
      'We are a small software team of 12. I would like to see the office and check the internet options.',
  },
  {
    name: 'Priya Dewangan',
    email: 'demo.user@basera.in',
    phone: '7987012346',
    time: '18:00',
    message:
      'Interested for my father’s CA office. Is there parking for two cars and a lift to the floor?',
  },
];
