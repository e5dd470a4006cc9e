/**
 * LIKE patterns from text a user typed: `\`, `%` and `_` are matched literally (backslash is
 * PostgreSQL's default LIKE escape character).
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Values that start with `text`. */
export const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** Values that contain `text`. */
export const likeContains = (text: string) => `%${escapeLike(text)}%`;
