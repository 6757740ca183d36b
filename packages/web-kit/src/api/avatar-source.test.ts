import { avatarSource } from './avatar-source';

describe('avatarSource', () => {
  it('sends core-api paths through the BFF proxy', () => {
    expect(avatarSource('/linguist/avatar/3f1c')).toBe('/api/linguist/avatar/3f1c');
  });

  it('leaves proxied paths and absolute URLs alone', () => {
    expect(avatarSource('/api/linguist/avatar/3f1c')).toBe('/api/linguist/avatar/3f1c');
    expect(avatarSource('https://cdn.example.test/a.png')).toBe('https://cdn.example.test/a.png');
  });
});
