// Every area's routes, registered on one app. One file per area of the contract.
import type { Api } from '../context';
import { registerAttendanceRoutes } from './attendance';
import { registerAuthRoutes } from './auth';
import { registerBusinessesRoutes } from './businesses';
import { registerCertificateRoutes } from './certificate';
import { registerClassroomCommentRoutes } from './classroom-comments';
import { registerClassroomQuestionRoutes } from './classroom-questions';
import { registerClassroomPlayerRoutes } from './classroom-player';
import { registerClassActivityRoutes } from './class-activities';
import { registerCommentsRoutes } from './comments';
import { registerConsultRoutes } from './consult';
import { registerContentRoutes } from './content';
import { registerCourseRoutes } from './courses';
import { registerCustomerServiceRoutes } from './customer-service';
import { registerDevRoutes } from './dev';
import { registerExamRoutes } from './exam';
import { registerInformationRoutes } from './information';
import { registerMapRoutes } from './map';
import { registerOfflineClassroomRoutes } from './offline-classroom';
import { registerOperatorRoutes } from './operator';
import { registerProductRoutes } from './product';
import { registerSchoolRoutes } from './school';
import { registerShortVideoRoutes } from './short-video';
import { registerTeachingClassRoutes } from './teaching-classes';
import { registerStudentNoteRoutes } from './student-notes';
import { registerTenantRoutes } from './tenant';
import { registerThirdPlatformRoutes } from './third-platform';
import { registerUserRoutes } from './user';
import { registerXsktRoutes } from './xskt';

export function registerRoutes(app: Api) {
  registerTenantRoutes(app);
  registerAuthRoutes(app);
  registerUserRoutes(app);
  // The school's calls, in the contract's order: profile and visits, tabs, consult, service
  // contacts, businesses, map proxy.
  registerSchoolRoutes(app);
  registerInformationRoutes(app);
  registerConsultRoutes(app);
  registerCustomerServiceRoutes(app);
  registerBusinessesRoutes(app);
  registerMapRoutes(app);
  registerContentRoutes(app);
  registerCommentsRoutes(app);
  registerProductRoutes(app);
  registerShortVideoRoutes(app);
  registerCertificateRoutes(app);
  registerTeachingClassRoutes(app);
  registerThirdPlatformRoutes(app);
  registerClassroomQuestionRoutes(app);
  registerStudentNoteRoutes(app);
  registerClassroomCommentRoutes(app);
  registerExamRoutes(app);
  registerXsktRoutes(app);
  registerCourseRoutes(app);
  registerClassroomPlayerRoutes(app);
  registerClassActivityRoutes(app);
  registerAttendanceRoutes(app);
  registerOfflineClassroomRoutes(app);
  registerOperatorRoutes(app);
  registerDevRoutes(app);
}
