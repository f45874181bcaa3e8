import type zh from '../zh-CN/auth';

export default {
  // Login page
  'auth.login.title': 'Log in',
  'auth.login.back': 'Back to home',
  'auth.login.mode.code': 'Log in with a code',
  'auth.login.mode.password': 'Log in with a password',
  'auth.login.mobile': 'Mobile number',
  'auth.login.mobilePlaceholder': '11-digit mobile number',
  'auth.login.code': 'Verification code',
  'auth.login.codePlaceholder': '6-digit SMS code',
  'auth.login.username': 'Username',
  'auth.login.usernamePlaceholder': 'Username or mobile number',
  'auth.login.password': 'Password',
  'auth.login.passwordPlaceholder': '6 to 20 letters or digits',
  'auth.login.agreement': 'I have read and agree to the {userAgreement} and the {privacyPolicy}',
  'auth.login.userAgreement': 'User Agreement',
  'auth.login.privacyPolicy': 'Privacy Policy',
  'auth.login.autoRegister': 'An unregistered mobile number is registered automatically after verification',
  'auth.login.submit': 'Log in',
  'auth.login.success': 'Login successful',
  'auth.logout.success': 'Logout successful',

  // Verification-code button
  'auth.code.get': 'Get code',
  'auth.code.countdown': 'Re-get in {n} seconds',
  'auth.code.reget': 'Re-get code',
  'auth.code.sent': 'Verification code sent',
  'auth.code.sendFailed': 'Failed to send verification code',

  // Single sign-on entry
  'auth.sso.signingIn': 'Signing you in…',
  'auth.sso.failed': 'Sign-in failed, please log in again',

  // Registration
  'auth.register.title': 'Register',
  'auth.register.studentTitle': 'Join the cloud school',
  'auth.register.school': 'Cloud school to join',
  'auth.register.schoolPlaceholder': 'Choose a cloud school',
  'auth.register.studentSubmit': 'Join now',
  'auth.register.enterpriseTitle': 'Enterprise registration',
  'auth.register.enterpriseName': 'Enterprise name',
  'auth.register.enterpriseNamePlaceholder': 'Full name of the enterprise',
  'auth.register.invitationCode': 'Invitation code',
  'auth.register.invitationCodePlaceholder': '6-character invitation code',
  'auth.register.enterpriseSubmit': 'Register now',
  'auth.register.hasAccount': 'Already have an account? Log in',

  // Student app-download page and promotion-partner login
  'auth.studentApp.title': 'Download the student app',
  'auth.studentApp.scanToDownload': 'Scan to download the app and study anywhere',
  'auth.studentApp.visitRegister': 'Visit registration',
  'auth.studentApp.scanToRegister': 'Scan to register your visit',
  'auth.promotion.title': 'Promotion partner login',
  'auth.promotion.scanToOrg': "Scan to open the organisation's page",
} satisfies Record<keyof typeof zh, string>;
