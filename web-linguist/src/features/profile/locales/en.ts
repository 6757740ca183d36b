export const en = {
  title: 'Your profile',
  public: {
    title: 'As clients see you',
    noNickname: 'No nickname yet',
    level: 'Level',
    languages: 'Languages',
    interests: 'Interests',
    rating: 'Rating',
    successRate: 'Success rate',
    totalOrders: 'Accepted orders',
    availability: 'Availability',
    changeAvailability: 'Change availability',
    avatarOf: 'Picture of {{name}}',
  },
  availability: {
    available: 'Available',
    unavailable: 'Not available',
    unavailableUntil: 'Not available until {{date}}',
  },
  form: {
    title: 'Edit your profile',
    nickname: 'Nickname',
    nicknameHint: 'Clients see your nickname instead of your name.',
    firstName: 'First name',
    lastName: 'Last name',
    save: 'Save profile',
    saved: 'Your profile has been saved.',
  },
  avatar: {
    title: 'Profile picture',
    choose: 'Choose a picture',
    hint: 'PNG, JPEG or WebP, at most {{max}} KB.',
    preview: 'Preview of the chosen picture',
    upload: 'Upload picture',
    uploaded: 'Your picture has been uploaded.',
    remove: 'Remove picture',
    removed: 'Your picture has been removed.',
    wrongType: 'Please choose a PNG, JPEG or WebP image.',
    tooLarge: 'The picture has {{size}} KB; at most {{max}} KB are allowed.',
  },
};

export type ProfileTexts = typeof en;
