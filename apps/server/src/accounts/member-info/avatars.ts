/** The avatars a member can pick: apps/server/assets/avatars/avatar-NN.svg, numbered from 1. */
export const AVATAR_COUNT = 12;

export const avatarIcons: readonly number[] = Array.from(
  { length: AVATAR_COUNT },
  (_, index) => index + 1,
);

export const isAvatarIcon = (icon: number) =>
  Number.isInteger(icon) && icon >= 1 && icon <= AVATAR_COUNT;

/** The image path of an avatar below the public assets base. */
export const avatarPath = (icon: number) => `avatars/avatar-${String(icon).padStart(2, '0')}.svg`;
