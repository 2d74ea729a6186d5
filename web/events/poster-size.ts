/** Posters are drawn at 1200 x 675 (16:9); the size attributes reserve the space before they load. */
export const POSTER_SIZE = { width: 1200, height: 675 } as const;
