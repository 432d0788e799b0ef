/** Props every avatar drawing receives: a unique prefix for its gradient and pattern ids. */
export type AvatarArtProps = { uid: string };
