import { Link } from 'react-router';
import { COMPANY } from '@basera/contract';
import type { ProseSection } from '../components/prose-page';
import { CITIES_IN_WORDS } from './cities';
import { POLICIES_UPDATED } from './dates';
import { OFFICE_HOURS } from './office-hours';

const mail = <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>;

export const PRIVACY_INTRO = (
  <>
    <p>
      Basera is a property marketplace for {CITIES_IN_WORDS}, run by Basera Realty Services Pvt.
      Ltd. (“Basera”, “we”, “us”). This policy explains what personal data we collect when you use
      Basera, why we collect it, who can see it, how long we keep it and the rights you have over
      it.
    </p>
    <p>
      We wrote it for India’s <strong>Digital Personal Data Protection Act, 2023</strong> (the “DPDP
      Act”) and the rules made under it. In the words of that Act, Basera is the{' '}
      <strong>Data Fiduciary</strong> for the data described here and you are the{' '}
      <strong>Data Principal</strong>. This policy takes effect on {POLICIES_UPDATED[1]}.
    </p>
  </>
);

export const PRIVACY_SECTIONS: readonly ProseSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what the marketplace needs to work:</p>
        <ul>
          <li>
            <strong>Account details.</strong> Your first and last name, mobile number, WhatsApp
            number, e-mail address and password when you sign up, and any changes you make to them
            later. We never store your password itself, only a one-way hash of it (see{' '}
            <Link to={{ hash: 'security' }}>How we protect it</Link>).
          </li>
          <li>
            <strong>Listings.</strong> What you enter when you list a property: title, description,
            address, city, map link, area, price or rent and deposit, furnishing, sharing, amenities
            and whether you list as an owner or an agent.
          </li>
          <li>
            <strong>Photos.</strong> The photos you upload for a listing. Each photo is re-encoded
            when it arrives, and in doing so we <strong>strip its metadata</strong>, including the
            GPS location, camera details and date that phones often embed in a picture.
          </li>
          <li>
            <strong>Messages.</strong> Your name, e-mail address, mobile number and message when you
            write to us through the contact form.
          </li>
          <li>
            <strong>Meeting requests.</strong> Your name, e-mail address, mobile number, the date
            and time you propose and your message when you ask to meet about a commercial listing.
          </li>
          <li>
            <strong>Reviews and saved properties.</strong> Reviews you write on a listing, and the
            listings you save to your shortlist.
          </li>
          <li>
            <strong>Technical data.</strong> The IP address, browser and time of each request, which
            our servers record to keep the service running and to block abuse such as repeated
            failed sign-ins.
          </li>
        </ul>
        <p>
          We do not ask for Aadhaar, PAN, bank or card details, and we do not collect your precise
          location.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <>
        <p>
          We process your personal data on the basis of the consent you give when you create an
          account, list a property or send us a form, and for the legitimate uses the DPDP Act
          allows. We use it to:
        </p>
        <ul>
          <li>create your account, verify your e-mail address and let you sign in;</li>
          <li>publish your listings and show them to people searching on Basera;</li>
          <li>
            put people who are interested in a property in touch with the person who listed it;
          </li>
          <li>review listings before they go live and keep fraudulent or unlawful content out;</li>
          <li>
            send the e-mails the service depends on, such as verification and password reset links;
          </li>
          <li>answer your messages and meeting requests;</li>
          <li>protect the service, our users and ourselves from fraud, abuse and attacks; and</li>
          <li>meet our obligations under Indian law.</li>
        </ul>
        <p>
          We do not sell your personal data, we do not rent it out, and we do not use it for
          advertising. Basera runs no third-party advertising or analytics trackers.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    title: 'Who sees what',
    body: (
      <>
        <ul>
          <li>
            <strong>Anyone</strong> can see an approved listing’s details and photos, and the
            reviews on it with the first and last name of each reviewer.
          </li>
          <li>
            <strong>Signed-in users who open a listing</strong> can see the lister’s full name,
            mobile number and WhatsApp number, so that they can call or message about that property.
            If you list a property, please keep this in mind.
          </li>
          <li>
            <strong>Your e-mail address is never shown to other users</strong>, whether you list,
            review or save a property.
          </li>
          <li>
            <strong>The owner of a commercial listing</strong> sees the meeting requests made about
            it, including the name, e-mail address and mobile number given in the request.
          </li>
          <li>
            <strong>Our team</strong> sees account details (including e-mail addresses), listings,
            contact messages and meeting requests, to moderate listings and help users. Access is
            limited to the people who need it for that work.
          </li>
          <li>
            <strong>Service providers</strong> who host our servers and deliver our e-mails process
            data on our behalf, only on our instructions and under contract.
          </li>
          <li>
            <strong>Authorities</strong>, when Indian law requires it, for example under a court
            order or a lawful request from a law-enforcement agency.
          </li>
        </ul>
        <p>
          The <em>Mess</em> and <em>Other</em> listing links on our home page open forms hosted by a
          third party. What you submit there is handled under that provider’s privacy policy.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>
            <strong>Your account and listings</strong> stay for as long as your account is open.
            When an account is erased, we delete its profile, its listings and their photos.
          </li>
          <li>
            <strong>Contact messages and meeting requests</strong> are kept until they have been
            dealt with, and then deleted.
          </li>
          <li>
            <strong>Verification and password reset links</strong> work once and expire: a
            verification link after 24 hours, a password reset link after 1 hour.
          </li>
          <li>
            <strong>Server logs</strong> are kept only as long as needed to run and secure the
            service.
          </li>
        </ul>
        <p>
          When the purpose for which we hold your data is served, or you withdraw your consent, we
          erase it, unless a law requires us to keep it for longer (for example, records we must
          keep for tax purposes or for an ongoing legal proceeding).
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <>
        <p>We take reasonable security safeguards, as the DPDP Act requires. Among them:</p>
        <ul>
          <li>
            <strong>Passwords are hashed with argon2id</strong>, the algorithm recommended by OWASP.
            No one at Basera can read your password.
          </li>
          <li>
            <strong>Sign-in tokens expire</strong> after 7 days, and every token you hold stops
            working as soon as you reset your password.
          </li>
          <li>
            Verification and reset links are long random values, stored only in hashed form, used
            once and short-lived.
          </li>
          <li>
            Sign-in, sign-up and our forms are rate limited, which makes guessing passwords and
            flooding the service impractical.
          </li>
          <li>
            Uploaded files are checked by their content, not their name, and re-encoded before they
            are stored.
          </li>
          <li>
            Our pages run under a strict content security policy, and text written by users is
            always displayed as text, never as code.
          </li>
        </ul>
        <p>
          No system is perfectly secure. If a personal data breach happens, we will inform the Data
          Protection Board of India and the people affected, as the DPDP Act requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: get a summary of the personal data we hold about you and how we
            use it, and know with whom we have shared it;
          </li>
          <li>
            <strong>Correction</strong>: have inaccurate or incomplete data corrected or updated.
            You can change your name, mobile and WhatsApp numbers yourself under{' '}
            <em>View Profile</em>, and edit your listings from your dashboard;
          </li>
          <li>
            <strong>Erasure</strong>: have your account and the data linked to it deleted;
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, as easily as you gave it. Processing done
            before the withdrawal stays lawful, and some features stop working without the data they
            need;
          </li>
          <li>
            <strong>Grievance redressal</strong>: complain to us and get an answer (see the next
            section); and
          </li>
          <li>
            <strong>Nominate</strong> another person to exercise these rights for you in the event
            of your death or incapacity.
          </li>
        </ul>
        <p>
          To use any of these rights, write to {mail} from the e-mail address registered with your
          account. We may ask you to confirm your identity before we act, so that no one else can
          change or delete your data.
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>
          If you have a complaint about how we handle your personal data, contact our Grievance
          Officer:
        </p>
        <address className="mt-4 rounded-xl bg-slate-50 px-5 py-4 not-italic ring-1 ring-slate-200">
          <strong>Grievance Officer, Basera</strong>
          <br />
          {COMPANY.address}
          <br />
          E-mail: {mail}
          <br />
          Phone: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> ({OFFICE_HOURS.sentence})
        </address>
        <p>
          We acknowledge every complaint within two working days and aim to resolve it within 30
          days. If you are not satisfied with our answer, you may complain to the{' '}
          <strong>Data Protection Board of India</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use no advertising or tracking cookies. To keep you signed in, we keep your sign-in
          token in your browser’s <strong>local storage</strong>, on your device. It is removed when
          you log out and stops working when it expires. The search you last made (text, city and
          property type) is kept in the browser’s session storage, so it is remembered while the tab
          is open and forgotten when it is closed.
        </p>
        <p>
          You can clear both at any time from your browser’s settings. If you block storage, you can
          still browse, but you will not stay signed in.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Basera is meant for adults. Our <Link to="/termsOfUse">Terms of Use</Link> require every
        user to be 18 or over, and we do not knowingly collect personal data of children. If you
        believe a child has created an account, write to {mail} and we will delete it.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our service or the law changes. The date at the top of this
        page shows when it last changed. If a change affects how we use data you have already given
        us, we will tell you by e-mail or on the site before it takes effect and, where the law
        requires, ask for your consent again.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    body: (
      <p>
        For any question about this policy, write to {mail}, call{' '}
        <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or use our{' '}
        <Link to="/contact">contact form</Link>. Our registered office is at {COMPANY.address}.
      </p>
    ),
  },
];
