/**
 * The largest image file an organiser may upload (posters, banners, logos, talent photos): the server
 * refuses more with 413 and its own message, and the upload field refuses it before sending a byte.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
