import { describe, expect, it } from 'vitest';
import { MSG } from './messages';

describe('messages quoted by docs/product.md §5', () => {
  it('names', () => {
    expect(MSG.firstNameMin).toBe('First name must be at least 3 characters');
    expect(MSG.firstNameMax).toBe('First name must be at most 15 characters');
    expect(MSG.firstNameRequired).toBe('Please Enter Your First Name');
    expect(MSG.lastNameMin).toBe('Last name must be at least 3 characters');
    expect(MSG.lastNameMax).toBe('Last name must be at most 15 characters');
    expect(MSG.lastNameRequired).toBe('Please Enter Your Last Name');
  });

  it('phone and WhatsApp', () => {
    expect(MSG.phoneRequired).toBe('Please Enter Phone No');
    expect(MSG.whatsAppRequired).toBe('Please Enter WhatsApp No');
    expect(MSG.phoneInvalid).toBe('Phone number is not valid');
    expect(MSG.whatsAppInvalid).toBe('WhatsApp number is not valid');
  });

  it('password', () => {
    expect(MSG.passwordRule).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    );
    expect(MSG.passwordMatch).toBe('Password must match');
  });

  it('meeting date and testimonial rating', () => {
    expect(MSG.datePast).toBe('Date cannot be in the past');
    expect(MSG.ratingMin).toBe('Rating must be at least 1');
    expect(MSG.ratingMax).toBe('Rating must be at most 5');
  });

  it('images', () => {
    expect(MSG.imageFormat).toBe('Unsupported Format');
    expect(MSG.imageSize).toBe('Image maximum size is 1 MB');
    expect(MSG.imagesMinNew).toBe('You must select at least 4 images');
    expect(MSG.imagesMaxNew).toBe('You cannot select more than 8 images');
    expect(MSG.imagesMinTotal).toBe('You must have at least 4 images');
    expect(MSG.imagesMaxTotal).toBe('You cannot have more than 8 images');
  });

  it('title and description maxima state the real limits (docs/architecture.md §4), not the slips of docs/product.md', () => {
    expect(MSG.propertyTitleMax).toBe('Property title must be at most 40 characters');
    expect(MSG.descMax).toBe('Description must be at most 500 characters');
  });
});

describe('messages quoted by docs/product.md §8', () => {
  it('errors', () => {
    expect(MSG.verificationLinkSent).toBe('Verification link send on your email');
    expect(MSG.somethingWentWrong).toBe('Something Went Wrong');
    expect(MSG.addPropertyFailed).toBe('Failed to add property');
    expect(MSG.deletePropertyFailed).toBe('Failed to delete property');
    expect(MSG.contactFailed).toBe('something Wrong');
  });

  it('successes', () => {
    expect([
      MSG.profileUpdated,
      MSG.meetingScheduled,
      MSG.reviewAdded,
      MSG.reviewDeleted,
      MSG.campaignUpdated,
      MSG.propertyDeletedByAdmin,
      MSG.ownerDeleted,
      MSG.testimonialDeleted,
      MSG.meetingDeleted,
      MSG.messageDeleted,
      MSG.testimonialAdded,
      MSG.testimonialUpdated,
      MSG.propertyDeleted,
      MSG.propertySubmitted,
      MSG.ownerSignedIn,
      MSG.propertyAdded,
      MSG.imagesUploaded,
      MSG.imagesUpdated,
      MSG.imageDeleted,
      MSG.messageSent,
    ]).toEqual([
      'Profile Updated',
      'Meeting Scheduled Successfully',
      'Review Added Successfully',
      'Review Deleted Successfully',
      'Campaign Request Updated',
      'Property Deleted',
      'Owner Deleted Successfully',
      'Testimonial Deleted',
      'Meeting Deleted',
      'Message Deleted',
      'Testimonial Added',
      'Testimonial Updated',
      'Property Deleted Successfully',
      'Property Submitted Successfully',
      'As Owner Sign In Successfully',
      'Property added successfully',
      'Property Images Uploaded Successfully',
      'Property Images Updated Successfully',
      'Image Deleted Successfully',
      'Message Send Successfully',
    ]);
  });
});

describe('messages of the same field are distinct', () => {
  const groups: Record<string, string[]> = {
    firstName: [MSG.firstNameRequired, MSG.firstNameMin, MSG.firstNameMax],
    lastName: [MSG.lastNameRequired, MSG.lastNameMin, MSG.lastNameMax],
    phone: [MSG.phoneRequired, MSG.phoneInvalid],
    whatsApp: [MSG.whatsAppRequired, MSG.whatsAppInvalid],
    email: [MSG.emailRequired, MSG.emailInvalid],
    password: [MSG.passwordRequired, MSG.passwordMin, MSG.passwordMax, MSG.passwordRule],
    confirmPassword: [MSG.confirmPasswordRequired, MSG.passwordMatch],
    propertyTitle: [MSG.propertyTitleRequired, MSG.propertyTitleMin, MSG.propertyTitleMax],
    desc: [MSG.descRequired, MSG.descMin, MSG.descMax],
    mapLink: [MSG.mapLinkRequired, MSG.mapLinkInvalid],
    location: [MSG.locationInvalid],
    area: [MSG.areaRequired, MSG.areaMin, MSG.areaMax],
    rent: [MSG.rentRequired, MSG.rentMin, MSG.rentMax],
    deposit: [MSG.depositRequired, MSG.depositMin, MSG.depositMax],
    price: [MSG.priceRequired, MSG.priceMin, MSG.priceMax],
    date: [MSG.dateRequired, MSG.dateInvalid, MSG.datePast],
    time: [MSG.timeRequired, MSG.timeInvalid],
    rating: [MSG.ratingRequired, MSG.ratingWhole, MSG.ratingMin, MSG.ratingMax],
  };

  for (const [field, messages] of Object.entries(groups)) {
    it(`${field} shows a different message for each rule`, () => {
      expect(new Set(messages).size).toBe(messages.length);
      for (const message of messages) expect(message.trim()).not.toBe('');
    });
  }
});
