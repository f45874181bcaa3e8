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
  'auth.logout.sending': 'Sending your unsaved answers before logging out…',
  'auth.login.noAccount': 'No account yet?',
  'auth.login.showPassword': 'Show password',

  // Verification-code button
  'auth.code.get': 'Get code',
  'auth.code.countdown': 'Re-get in {n} seconds',
  'auth.code.reget': 'Re-get code',
  'auth.code.sent': 'Verification code sent',
  'auth.code.sendFailed': 'Failed to send verification code',
  'auth.code.sendFailedBecause': 'Failed to send verification code: {reason}',

  // Single sign-on entry
  'auth.sso.signingIn': 'Signing you in…',
  'auth.sso.switchAccount': 'Another account is signed in on this device. Sign in with the account of this link instead?',
  'auth.sso.failed': 'Sign-in failed, please log in again',
  'auth.sso.missingToken': 'The sign-in link carries no sign-in token.',
  'auth.sso.badToken': 'The sign-in link is invalid or has expired.',
  'auth.sso.rejected': 'The server did not accept the sign-in token: {reason}',
  'auth.sso.toLogin': 'Go to login',

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
  'auth.register.studentIntro': 'Choose the cloud school to join and verify your mobile number to start learning.',
  'auth.register.enterpriseIntro': 'Enter the enterprise name and the invitation code your enterprise gave you, then verify your mobile number.',
  'auth.register.otherType': 'Joining through your employer? Register with an invitation code',
  'auth.register.otherTypeStudent': 'Studying on your own? Join a cloud school',
  // The cloud schools a student can join; the name is what the registration sends as cloudSchool.
  'auth.cloudSchool.informationTechnology': 'Information Technology',
  'auth.cloudSchool.informationTechnology.hint': 'Software development, network operations, data analysis',
  'auth.cloudSchool.intelligentManufacturing': 'Advanced Manufacturing',
  'auth.cloudSchool.intelligentManufacturing.hint': 'Industrial robots, CNC machining, electrical automation',
  'auth.cloudSchool.modernServices': 'Modern Services',
  'auth.cloudSchool.modernServices.hint': 'E-commerce, logistics, hospitality',
  'auth.cloudSchool.healthCare': 'Health and Elderly Care',
  'auth.cloudSchool.healthCare.hint': 'Elderly care, health management, rehabilitation',

  // Header user menu
  'auth.user.defaultName': 'Student',

  // Student app-download page and promotion-partner login
  'auth.studentApp.title': 'Download the student app',
  'auth.studentApp.scanToDownload': 'Scan to download the app and study anywhere',
  'auth.studentApp.visitRegister': 'Visit registration',
  'auth.studentApp.scanToRegister': 'Scan to register your visit',
  'auth.promotion.title': 'Promotion partner login',
  'auth.promotion.scanToOrg': "Scan to open the organisation's page",
} satisfies Record<keyof typeof zh, string>;
