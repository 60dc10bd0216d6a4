type Text = { th: string; en: string };

/** Colour names in Thai and English with the swatch shown in the grid and drawn in the images. */
export const COLORS: Record<string, { name: Text; hex: string }> = {
  black: { name: { th: 'ดำ', en: 'Black' }, hex: '#1f1f24' },
  white: { name: { th: 'ขาว', en: 'White' }, hex: '#f4f4f0' },
  silver: { name: { th: 'เงิน', en: 'Silver' }, hex: '#d5d6da' },
  gold: { name: { th: 'ทอง', en: 'Gold' }, hex: '#d9bf8c' },
  titanium: { name: { th: 'ไทเทเนียม', en: 'Titanium' }, hex: '#8b857c' },
  gray: { name: { th: 'เทา', en: 'Gray' }, hex: '#6f7077' },
  blue: { name: { th: 'น้ำเงิน', en: 'Blue' }, hex: '#2f5597' },
  navy: { name: { th: 'กรมท่า', en: 'Navy' }, hex: '#1f2d4d' },
  sky: { name: { th: 'ฟ้า', en: 'Sky Blue' }, hex: '#9cc8e6' },
  teal: { name: { th: 'เขียวอมฟ้า', en: 'Teal' }, hex: '#2f8582' },
  green: { name: { th: 'เขียว', en: 'Green' }, hex: '#3d6b50' },
  mint: { name: { th: 'เขียวมิ้นต์', en: 'Mint' }, hex: '#a9dcc4' },
  purple: { name: { th: 'ม่วง', en: 'Purple' }, hex: '#5f4a8b' },
  lavender: { name: { th: 'ลาเวนเดอร์', en: 'Lavender' }, hex: '#c6b5e3' },
  pink: { name: { th: 'ชมพู', en: 'Pink' }, hex: '#f2b7c5' },
  red: { name: { th: 'แดง', en: 'Red' }, hex: '#c0142c' },
  orange: { name: { th: 'ส้ม', en: 'Orange' }, hex: '#e3782b' },
  yellow: { name: { th: 'เหลือง', en: 'Yellow' }, hex: '#f0cf55' },
  cream: { name: { th: 'ครีม', en: 'Cream' }, hex: '#efe3cc' },
  brown: { name: { th: 'น้ำตาล', en: 'Brown' }, hex: '#7a5234' },
};
