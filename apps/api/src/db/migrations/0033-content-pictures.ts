/**
 * Sales get wide banners (3:1) and articles wide covers (the Open Graph size) instead of square icons, and an
 * article's text no longer starts with its own title (the page shows the title as its heading, and showed it
 * twice). Rows the storefront's editors changed are left alone.
 */
export const sql = `
UPDATE sales SET image = replace(image, '/api/images/sale-', '/api/images/banner-')
WHERE image LIKE '/api/images/sale-%';
UPDATE articles SET image = replace(image, '/api/images/article-', '/api/images/cover-')
WHERE image LIKE '/api/images/article-%';
UPDATE articles SET content_ru = substr(content_ru, length('<h2>' || title_ru || '</h2>') + 1)
WHERE substr(content_ru, 1, length('<h2>' || title_ru || '</h2>')) = '<h2>' || title_ru || '</h2>';
UPDATE articles SET content_uz = substr(content_uz, length('<h2>' || title_uz || '</h2>') + 1)
WHERE substr(content_uz, 1, length('<h2>' || title_uz || '</h2>')) = '<h2>' || title_uz || '</h2>';
`;
