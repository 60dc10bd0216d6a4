import type { Lang } from '@store/domain/lang';

/** Every text of the identity provider's pages, in Thai (default) and English. */
const th = {
  brand: 'ตะวัน ไอดี',
  loginTitle: 'เข้าสู่ระบบ',
  loginLead: 'ใช้เบอร์มือถือหรืออีเมลที่สมัครไว้',
  signupTitle: 'สมัครสมาชิก',
  signupLead: 'สมัครด้วยเบอร์มือถือหรืออีเมล แล้วตั้งรหัสผ่าน',
  name: 'ชื่อที่แสดง',
  login: 'เบอร์มือถือหรืออีเมล',
  loginHint: 'เช่น 0812345678 หรือ name@example.com',
  password: 'รหัสผ่าน',
  passwordHint: 'อย่างน้อย 8 ตัวอักษร มีทั้งตัวอักษรและตัวเลข และไม่ใช่รหัสผ่านที่คาดเดาง่าย',
  submitLogin: 'เข้าสู่ระบบ',
  submitSignup: 'สมัครสมาชิก',
  toSignup: 'ยังไม่มีบัญชี? สมัครสมาชิก',
  toLogin: 'มีบัญชีแล้ว? เข้าสู่ระบบ',
  cancel: 'ยกเลิกและกลับไปที่ร้านค้า',
  otherLang: 'English',
  otherLangName: 'en',
  errorTitle: 'เกิดข้อผิดพลาด',
  expired: 'หน้าเข้าสู่ระบบนี้หมดอายุแล้ว กรุณากลับไปที่ร้านค้าแล้วลองใหม่อีกครั้ง',
  failed: 'ไม่สามารถเข้าสู่ระบบต่อได้ กรุณากลับไปที่ร้านค้าแล้วลองใหม่อีกครั้ง',
  backToStore: 'กลับไปที่ร้านค้า',
  errorsHeading: 'กรุณาแก้ไขข้อมูลต่อไปนี้',
  // Error codes
  name_required: 'กรุณากรอกชื่อที่แสดง',
  name_too_long: 'ชื่อที่แสดงยาวได้ไม่เกิน 60 ตัวอักษร',
  login_required: 'กรุณากรอกเบอร์มือถือหรืออีเมล',
  phone_invalid: 'เบอร์มือถือไม่ถูกต้อง ต้องเป็นตัวเลข 10 หลักที่ขึ้นต้นด้วย 06, 08 หรือ 09',
  email_invalid: 'อีเมลไม่ถูกต้อง',
  password_too_short: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
  password_too_long: 'รหัสผ่านยาวได้ไม่เกิน 128 ตัวอักษร',
  password_needs_letters_and_digits: 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข',
  password_too_common: 'รหัสผ่านนี้คาดเดาง่ายเกินไป กรุณาเลือกรหัสผ่านอื่น',
  account_exists: 'เบอร์มือถือหรืออีเมลนี้สมัครไว้แล้ว กรุณาเข้าสู่ระบบ',
  credentials_invalid: 'เบอร์มือถือ/อีเมล หรือรหัสผ่านไม่ถูกต้อง',
  rate_limited: 'คุณลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  account_locked: 'มีการใส่รหัสผ่านของบัญชีนี้ผิดหลายครั้ง จึงพักการเข้าสู่ระบบจากอุปกรณ์นี้ชั่วคราว กรุณารอ {minutes} นาทีแล้วลองใหม่ หรือเข้าสู่ระบบจากอุปกรณ์ที่เคยใช้',
};

const en: typeof th = {
  brand: 'Tawan ID',
  loginTitle: 'Log in',
  loginLead: 'Use the mobile number or e-mail you signed up with',
  signupTitle: 'Sign up',
  signupLead: 'Sign up with a mobile number or an e-mail and choose a password',
  name: 'Display name',
  login: 'Mobile number or e-mail',
  loginHint: 'For example 0812345678 or name@example.com',
  password: 'Password',
  passwordHint: 'At least 8 characters, with letters and digits, and not an easily guessed password',
  submitLogin: 'Log in',
  submitSignup: 'Sign up',
  toSignup: 'No account yet? Sign up',
  toLogin: 'Already have an account? Log in',
  cancel: 'Cancel and go back to the store',
  otherLang: 'ภาษาไทย',
  otherLangName: 'th',
  errorTitle: 'Something went wrong',
  expired: 'This sign-in page has expired. Please go back to the store and try again.',
  failed: 'Sign-in could not continue. Please go back to the store and try again.',
  backToStore: 'Back to the store',
  errorsHeading: 'Please correct the following',
  name_required: 'Please enter a display name',
  name_too_long: 'The display name can be at most 60 characters',
  login_required: 'Please enter a mobile number or an e-mail',
  phone_invalid: 'The mobile number is not valid: it must be 10 digits starting with 06, 08 or 09',
  email_invalid: 'The e-mail address is not valid',
  password_too_short: 'The password must be at least 8 characters long',
  password_too_long: 'The password can be at most 128 characters',
  password_needs_letters_and_digits: 'The password must contain both letters and digits',
  password_too_common: 'This password is too easy to guess. Please choose another one',
  account_exists: 'This mobile number or e-mail is already registered. Please log in',
  credentials_invalid: 'The mobile number/e-mail or the password is wrong',
  rate_limited: 'Too many attempts. Please wait a moment and try again',
  account_locked:
    'There were too many wrong passwords for this account, so signing in from this device is paused. Please wait {minutes} min and try again, or sign in from a device you have used before',
};

export type IdpMessages = typeof th;
export type IdpErrorCode = Extract<
  keyof IdpMessages,
  | 'name_required'
  | 'name_too_long'
  | 'login_required'
  | 'phone_invalid'
  | 'email_invalid'
  | 'password_too_short'
  | 'password_too_long'
  | 'password_needs_letters_and_digits'
  | 'password_too_common'
  | 'account_exists'
  | 'credentials_invalid'
  | 'rate_limited'
  | 'account_locked'
>;

/** The messages of one language. */
export function idpMessages(lang: Lang): IdpMessages {
  return lang === 'en' ? en : th;
}
