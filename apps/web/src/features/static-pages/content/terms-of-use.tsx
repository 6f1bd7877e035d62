import { Link } from 'react-router';
import { COMPANY, IMAGE_LIMITS } from '@basera/contract';
import type { ProseSection } from '../components/prose-page';
import { CITIES_IN_WORDS } from './cities';
import { POLICIES_UPDATED } from './dates';
import { OFFICE_HOURS } from './office-hours';

const mail = <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>;

export const TERMS_INTRO = (
  <>
    <p>
      These Terms of Use are an agreement between you and Basera Realty Services Pvt. Ltd.
      (“Basera”, “we”, “us”), the company that runs the Basera property marketplace for{' '}
      {CITIES_IN_WORDS}. They apply to everyone who visits the site, creates an account, lists a
      property or contacts another user through it, and take effect on {POLICIES_UPDATED[1]}.
    </p>
    <p>
      Please read them with our <Link to="/privacyPolicy">Privacy Policy</Link>, which explains how
      we handle your personal data. By using Basera you accept both. If you do not agree, please do
      not use the service.
    </p>
  </>
);

export const TERMS_SECTIONS: readonly ProseSection[] = [
  {
    id: 'eligibility',
    title: 'Who may use Basera',
    body: (
      <p>
        You must be <strong>18 years of age or over</strong> and able to enter into a binding
        contract under Indian law to create an account or list a property. By signing up you confirm
        that you are. If you use Basera for a business, such as a brokerage, you confirm that you
        are authorised to accept these terms on its behalf.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Give your real name and a mobile number, WhatsApp number and e-mail address that are
          yours, and keep them up to date. You must verify your e-mail address before you can sign
          in.
        </li>
        <li>
          Keep your password secret and do not share your account. You are responsible for what is
          done with it. If you think someone else has used it, reset your password straight away;
          doing so signs out every session.
        </li>
        <li>One person, one account. Do not create accounts for someone else without consent.</li>
        <li>
          We may suspend or close an account that breaks these terms, that is used for fraud, or
          that we are required to close by law.
        </li>
      </ul>
    ),
  },
  {
    id: 'listing-a-property',
    title: 'Listing a property',
    body: (
      <>
        <p>When you list a property on Basera, you promise that:</p>
        <ul>
          <li>
            you own the property, or the owner has authorised you to offer it, and you say
            truthfully whether you list as the <strong>Owner</strong> or as an{' '}
            <strong>Agent</strong>;
          </li>
          <li>
            the listing is accurate and complete: the type, location, area, price or rent and
            deposit, furnishing and amenities match the property as it is today;
          </li>
          <li>
            the {IMAGE_LIMITS.minOnUpload} to {IMAGE_LIMITS.maxOnUpload} photos you upload show that
            property, are recent, and are photos you took or have the right to use. You keep
            ownership of your photos and give Basera a non-exclusive, royalty-free licence to store,
            resize and display them for the listing and to promote it on Basera;
          </li>
          <li>
            you hold any registration the law requires of you, for example under the Real Estate
            (Regulation and Development) Act, 2016 where it applies; and
          </li>
          <li>
            you will update or delete the listing as soon as the property is let, sold or no longer
            available.
          </li>
        </ul>
        <p>
          Your mobile and WhatsApp numbers are shown to signed-in users who open your listing, so
          that they can reach you about it. Your e-mail address is never shown to them.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-content',
    title: 'What is not allowed',
    body: (
      <>
        <p>You must not use Basera to:</p>
        <ul>
          <li>
            post a listing that is false, misleading, duplicated, or for a property you have no
            right to offer;
          </li>
          <li>
            post content that is unlawful, obscene, defamatory, or that discriminates against anyone
            on the ground of religion, caste, gender, food habits, marital status or any other such
            ground;
          </li>
          <li>
            post photos that are not of the property, that carry someone else’s watermark, or that
            show people without their consent;
          </li>
          <li>
            ask for a token amount, advance or deposit for a property you cannot lawfully rent or
            sell, or otherwise deceive other users;
          </li>
          <li>
            collect other users’ contact details for marketing, spam them, or contact them about
            anything other than the listing concerned;
          </li>
          <li>write fake reviews, or reviews about a property you have no experience of;</li>
          <li>
            copy listings in bulk, scrape the site, probe or overload our systems, or get around our
            security or rate limits; or
          </li>
          <li>impersonate another person or business.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'review-and-moderation',
    title: 'Review and moderation',
    body: (
      <>
        <p>
          Every listing is reviewed by our team before it goes live. A listing you submit stays
          hidden until it is approved, and if you change an approved listing, it goes back for
          review before the changes are shown.
        </p>
        <p>
          We may <strong>approve, reject or remove</strong> any listing, photo or review, at any
          time, if we believe it breaks these terms or the law, or could harm other users. We may do
          so without notice where we have to act quickly. Approval means only that a listing met our
          checks when we looked at it; it is not a guarantee of the property or of the person
          offering it.
        </p>
      </>
    ),
  },
  {
    id: 'fees-and-payment',
    title: 'Fees and payment',
    body: (
      <>
        <p>
          Searching Basera and listing a property on it are free today. We may offer paid services,
          such as featured listings. For any paid service:
        </p>
        <ul>
          <li>the price and what it includes are shown before you pay;</li>
          <li>
            <strong>payment is 100% in advance</strong>; the service starts once we have received
            the full amount;
          </li>
          <li>prices include applicable taxes unless stated otherwise; and</li>
          <li>
            fees are not refundable once the service has started, except where we fail to provide it
            or where the law gives you a right to a refund.
          </li>
        </ul>
        <p>
          Basera does not charge a brokerage on any deal between users. Any money you agree to pay
          an owner or agent is between you and them.
        </p>
      </>
    ),
  },
  {
    id: 'no-brokerage-guarantee',
    title: 'We are a marketplace, not a broker',
    body: (
      <>
        <p>
          Basera brings people who offer properties together with people looking for them. We are
          not a real-estate agent or broker, we are not a party to any rent, lease, sale or other
          agreement you make with another user, and we do not guarantee that any deal will happen.
        </p>
        <p>
          We do not guarantee that a listing is accurate, that a property is available, or that the
          person offering it has the right to do so. Before you pay anything or sign anything:
        </p>
        <ul>
          <li>visit the property in person;</li>
          <li>
            check ownership and title documents, and the RERA registration of a project or agent
            where it applies;
          </li>
          <li>put the agreement in writing and keep receipts for every payment; and</li>
          <li>never transfer a token amount to someone you have not met or verified.</li>
        </ul>
        <p>If a listing looks suspicious, tell us at {mail} and we will look into it.</p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          We work hard to keep Basera available, accurate and safe, but we provide it “as is” and
          cannot promise that it will always be available or free of errors.
        </p>
        <p>
          To the extent Indian law allows, Basera is not liable for any loss arising from a listing,
          a property, or your dealings with another user, nor for any indirect or consequential
          loss, loss of profit or loss of opportunity. Our total liability to you for any claim
          relating to Basera is limited to the fees you paid us in the 12 months before the claim
          arose. Nothing in these terms limits any liability that cannot be limited by law.
        </p>
        <p>
          You agree to compensate Basera for any loss or claim caused by your breach of these terms
          or by content you post.
        </p>
      </>
    ),
  },
  {
    id: 'changes-and-termination',
    title: 'Changes and termination',
    body: (
      <p>
        We may change these terms as the service or the law changes. The date at the top of this
        page shows when they last changed, and we will tell you of important changes by e-mail or on
        the site before they take effect. If you keep using Basera after that, the new terms apply.
        You may stop using Basera at any time and ask us to delete your account as described in our{' '}
        <Link to="/privacyPolicy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and courts',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your
        use of Basera is subject to the exclusive jurisdiction of the courts at{' '}
        <strong>Bilaspur, Chhattisgarh</strong>. Before going to court, please write to us: most
        problems can be solved quickly that way.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms, reports of a suspicious listing and complaints can be sent to{' '}
        {mail}, made by phone on <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> (
        {OFFICE_HOURS.sentence}), or through our <Link to="/contact">contact form</Link>. Our
        registered office is at {COMPANY.address}.
      </p>
    ),
  },
];
