// Messages of business partners: the wizard and its checks, staff review, offers, the agreement.
// Kept by domain so a bundle carries only the words its pages and routes use.

export const PARTNERS_MESSAGES = {
  // Partners
  signatureIncomplete: 'Please fill out all the electronic signature fields',
  agreementSigned: 'Agreement Signed',
  imageFormat: 'Image files must be in JPG or PNG format',
  imageSize: 'Image files cannot exceed 400Kb',
  imageSizeHint: 'Image files cannot exceed 200Kb',
  imageUploadFailed: 'Image upload failed',
  adminCannotCreateBusiness: 'Members with administrator role cannot create a business',
  // Business wizard checks, in the spec's order; where the spec names
  // a check without its words, the product's follow the spec's pattern.
  bizName: 'Enter Business Name at Business Information tab',
  bizAddress: 'Enter Address at Business Information tab',
  bizCity: 'Enter City at Business Information tab',
  bizState: 'Select State...',
  bizZipRequired: 'Enter ZIP Code...',
  bizZipInvalid: 'Enter Valid ZIP Code...',
  bizPhoneRequired: 'Enter Phone Number...',
  bizPhoneInvalid: 'Enter Valid Phone Number...',
  bizEmailRequired: 'Enter Email...',
  bizEmailInvalid: 'Enter Valid Email...',
  /** Ours: the Agreement tab's optional signer email (empty means the business email). */
  bizSignerEmailInvalid: "Enter a valid email for the agreement's signer, or leave it empty to use the business email.",
  includeAsLocation: 'To include in Locations, please enter a {field}',
  locationName: 'Enter location name',
  locationAddress: 'Enter the address for the location',
  locationCity: 'Enter the city name',
  locationState: 'Select a state',
  locationZipRequired: 'Enter ZIP Code',
  locationZipInvalid: 'Enter a valid ZIP Code',
  locationPhoneRequired: 'Enter phone number for this location',
  locationPhoneInvalid: 'Enter a valid phone number',
  offerValueRequired: 'The display value is required',
  offerDescriptionRequired: 'The full description value is required',
  offerDollarRequired: 'The estimated dollar value is required',
  offerFrequencyRequired: 'The frequency is required',
  offerFrequencyPositive: 'The frequency must be greater than 0',
  offerChannel: 'The offer must be available in at least one channel',
  offerExpirationRequired: 'The Expiration Date is required',
  offerCategoryRequired: 'At least one category is required',
  offerLocationRequired: 'At least one location is required',
  // An offer's dollar value and expiry say what is wrong, not only "required".
  offerDollarInvalid: 'The estimated dollar value must be a number, like 25 or 12.50',
  offerExpirationInvalid: 'The Expiration Date must be a real date, as MM/DD/YYYY',
  offerExpirationPast: 'The Expiration Date cannot be before today',
  businessOfferExpired:
    'The offer "{value}" expired on {date}. Send the business back so its owner can change the date.',
  // Product checks of Send for Approval beyond the spec's business info (an agreement needs both)
  submitNeedsLocation: 'Add at least one enabled location at the Locations tab',
  submitNeedsOffer: 'Add at least one offer at the Offers tab',
  submitTooMany: 'A business can send at most 20 locations and 20 offers for approval.',
  draftBusy: 'Your business is being saved from another window. Please try again.',
  draftIdMismatch: 'The business id of the request does not match its draft.',
  businessIdTaken: 'This business id belongs to another member. Please start a new business from Offer A Discount.',
  // Ids are the server's; a page may only name the ones of its own business.
  draftForeignId:
    'This business names a location or offer that is not one of its own. Please reload the page and try again.',
  // A save from an older page that cannot say what it loaded is refused, not merged.
  draftChangedElsewhere: 'This business was changed in another tab or session; reload to see the latest.',
  draftLocked: 'This business was sent for approval and can no longer be changed here.',
  draftSaved: 'Your business was saved. You can continue later from Offer A Discount.',
  draftSubmitted: 'Your business was sent for approval. We will email you when your cooperative has reviewed it.',
  // Staff review of submitted businesses (product wording)
  rejectReasonRequired: 'Please say why the business is sent back, so its owner can fix it.',
  rejectReasonTooLong: 'The reason can have at most 1000 characters.',
  businessNotInReview: 'This business is not waiting for review (someone may have just reviewed it).',
  businessNotFound: 'We could not find that business in your cooperative.',
  businessApproved: 'The business was approved. We emailed the agreement to its signer.',
  agreementLinkNotSent:
    'We could not email the agreement to its signer, so the business is still waiting for review. Please approve it again in a few minutes.',
  /** The signer's address is on the mail suppression list: no link went out, the approval was taken back. */
  agreementSignerSuppressed:
    'We could not email the agreement to {email}: mail to that address bounced or was reported as spam before, so we no longer send to it. The business is still waiting for review. Send it back asking its owner for another signer email address, then approve it again.',
  businessRejected: 'The business was sent back to its owner with your reason.',
  // The wizard gate's info popup (the spec gives its sense, not its words)
  offerDiscountLogin:
    'The ability to offer a discount is available to all registered members. Please login or register for a free account.',
  offerNotFound: 'That offer was not found. It may belong to another business.',
  offerSaved: 'The offer is saved. Local deals search shows the change now.',
  partnerNotActive: 'Only an active business can have its offers changed.',
  agreementPdfMissing: 'The PDF of that agreement was not found.',
  // The 'Agreement Signed' popup's text (its title is the spec's; the same words twice said nothing).
  agreementSignedDetail:
    "Thank you. The business's enabled offers now show to members, and a copy of the signed agreement is on its way by email.",
} as const;
