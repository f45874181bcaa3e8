// The study area's demo data (spec 2 §4 and spec 3 §4: every state the two documents name), per
// tenant, as the seeder `study` writes it. Rows are named, never numbered: tests and helpers look
// them up by the exported names (class, course, activity, content and paper names are unique in a
// tenant). Times are [days from the seed day, 'HH:mm'] in the server's local time, so 'today',
// 'past' and 'future' hold on the day the database is seeded.

/** [days after the seed day (negative: before), local time of day 'HH:mm']. */
export type When = [day: number, time: string];

export interface StudentFixture {
  user: string;
  /** -1 pending admission, 0 pending start, 1 pending report, 2 in service, 3 service finished. */
  serviceStatus: number;
  isEnrollment?: number;
  enrolState?: number;
  evaluateStatus?: number;
  classVisits?: number;
  studyDurationMs?: number;
  answerDurationMs?: number;
  rankIndex?: number;
  orderTotal?: number;
  /** The student closed the class home's period study-target card. */
  studyTargetClosed?: boolean;
}

export interface QuestionFixture {
  type: 1 | 2 | 3 | 4 | 6 | 11 | 13;
  trunk: string;
  point: number;
  options?: [key: string, value: string][];
  /** Correct option keys (types 1, 2, 3). */
  keys?: string[];
  /** Correct text (fill blank joined with '|', short answer's reference answer). */
  content?: string;
  explain?: string;
  /** Sub-questions of reading comprehension (11) and cloze (13). */
  children?: QuestionFixture[];
}

export interface PaperFixture {
  title: string;
  kind: 'HOMEWORK' | 'TEST';
  sourceType?: 'xskt';
  description: string;
  unitTimeMinutes?: number;
  questions: QuestionFixture[];
}

export interface ChapterFixture {
  name: string;
  children?: ChapterFixture[];
}

export interface CourseFixture {
  courseName: string;
  cover?: string;
  introduce?: string;
  courseNature: 0 | 1 | 2;
  courseType: 1 | 2 | 3;
  learningPlatform: number;
  thirdPlatformType?: 10 | 11;
  learningUrl?: string;
  courseContent?: Record<string, unknown>;
  introduceDetailList?: import('../schema').CourseIntroduceDetail[];
  chapters?: ChapterFixture[];
}

/** A past attempt; its answers are made from the paper (one objective answer wrong, so review shows both marks). */
export interface AttemptFixture {
  user: string;
  /** 1 pending marking, 2 marked. */
  status: 1 | 2;
  started: When;
  /** Minutes after the start. */
  submittedAfterMinutes: number;
}

export interface ContentFixture {
  name: string;
  dataType: number;
  contentType: string;
  mustLearn?: number;
  durationMs?: number;
  storageUrl?: string;
  articleContent?: string;
  transcodes?: boolean;
  cover?: string;
  description?: string;
  onlineAttendance?: number;
  liveStatus?: number;
  dutyVideoProgressTarget?: number;
  /** A chapter name of the activity's course. */
  chapter?: string;
  paper?: string;
  teachers?: [name: string, avatar: string][];
  points?: string[];
  progress?: { user: string; learnedMs: number; positionMs: number; finished: boolean; at: When }[];
  attendance?: { user: string; signIn: When; signOut?: When }[];
  attempts?: AttemptFixture[];
  questions?: { user: string; title: string; draft?: boolean; at: When; answer?: { teacher: string; text: string; at: When } }[];
  /** A note by a student (user) or by a teacher (teacher). */
  notes?: { user?: string; teacher?: [name: string, avatar: string]; title: string; notes: string; shared: boolean; at: When }[];
  comments?: { user: string; content: string; at: When; replies?: { user: string; content: string; at: When }[] }[];
  likes?: string[];
}

export interface ActivityFixture {
  activityName: string;
  isRequired: 0 | 1;
  onlineType: 1 | 2;
  course?: string;
  start: When;
  end: When;
  position?: string;
  address?: string;
  contents: ContentFixture[];
  highlights?: { titbitName: string; fileType: 'IMAGE' | 'VIDEO'; url: string }[];
  dynamics?: { user: string; type: 0 | 1 | 2 | 3 | 4 | 5; content: string; at: When }[];
}

export interface ClassFixture {
  className: string;
  classPeriodName: string;
  classPeriodType?: number;
  /** A product name of the tenant (products.json); none links no product. */
  product?: string;
  headTeacherName: string;
  /** The head teacher's account (users.json), who may read the study of this class's students. */
  headTeacherUserId?: string;
  classStatus: 0 | 1 | 2 | 3;
  teachingClassStatus: 0 | 1 | 2;
  training: [When, When];
  learningGoal?: string;
  isExperience?: boolean;
  experienceReady?: boolean;
  signUpTotal?: number;
  students: StudentFixture[];
  courses?: {
    course: string;
    window: [When, When];
    faceTeachingNumber?: number;
    needStudyDurationMs?: number;
    homeworkNumber?: number;
    testNumber?: number;
  }[];
  activities?: ActivityFixture[];
}

export interface StudyFixture {
  /** Users the seeder creates (classmates); the tenant's users.json already holds the rest. */
  classmates: { id: string; mobile: string; nickName: string; realName: string; avatar?: string }[];
  courses: CourseFixture[];
  papers: PaperFixture[];
  classes: ClassFixture[];
}

// ---------------------------------------------------------------------------------------------
// Lookup keys: what tests and helpers find rows by.

export const DEMO_STUDENT = { userId: 'demo-u-1001', mobile: '13800138000' } as const;
export const BETA_STUDENT = { userId: 'beta-u-2001', mobile: '13900139000' } as const;
/** Each school's head teacher (班主任) account: heads the class in service, reads its students' study. */
export const DEMO_HEAD_TEACHER = { userId: 'demo-t-9001', mobile: '13700137000', nickName: '刘芳' } as const;
export const BETA_HEAD_TEACHER = { userId: 'beta-t-9001', mobile: '13700137001', nickName: 'Grace Lee' } as const;

export const DEMO_CLASSES = {
  /** serviceStatus 2, teachingClassStatus 1, classStatus 1: where every study state lives. */
  inService: '低压电工作业上岗春季班',
  /** A second class in service, with little in it. */
  inServiceQuiet: '家政服务员（高级）在职提升班',
  pendingAdmission: '育婴员（五级）暑期班',
  /** serviceStatus 0, teachingClassStatus 0, training starts in 10 days. */
  pendingStart: '养老护理员（四级）六月班',
  pendingReport: '健康管理师（三级）周末班',
  /** serviceStatus 3, classStatus 2 (service complete), teachingClassStatus 2, passed. */
  finished: '电子商务师（直播销售员）秋季班',
  /** serviceStatus 3, classStatus 3 (graduated), failed the assessment. */
  graduated: '茶艺师（初级）春季班',
  /** An experience class whose content is ready; the demo student observes it (isEnrollment 0). */
  experienceReady: '美容师（五级）观摩体验班',
  /** An experience class still in preparation; the demo student is not in it. */
  experiencePending: '中式烹调师（初级）观摩体验班',
  /** Open for sign-up, nobody enrolled (the tenant class-period page). */
  enrolling: '网络安全管理员（四级）招生班',
  /** Open for sign-up, training last: its product's experience class is ready (the experience entry of my learning). */
  experienceEnrolling: '美容师（五级）秋季招生班',
} as const;

/** What the observer of the ready experience class finds there: one online activity with a video. */
export const DEMO_EXPERIENCE = { activity: '体验课 美容基础入门', video: '美容基础导学（视频）' } as const;

export const DEMO_COURSES = {
  /** Online, internal (learningPlatform 0), a 3-level chapter tree, window open now, targets unmet. */
  internal: '低压电工基础理论',
  /** Mixed, third party (thirdPlatformType 11), window not yet open. */
  thirdParty: '电工安全实操仿真',
  /** courseType 3 with a learningUrl, window closed, targets unmet (overdue). */
  external: '电气安全法规在线读本',
  /** Face to face, no link at all, window closed, targets met (completed). */
  noLink: '电工职业素养',
} as const;

export const DEMO_PAPERS = {
  /** Every question type 1, 2, 3, 4, 6, 11 and 13 (with sub-questions). */
  homework: '安全用电综合作业',
  /** unitTime 30 minutes. */
  test: '安全用电阶段测试',
  xskt: '电工识图练习（星视课堂）',
} as const;

/** Activities of the in-service class, by the attendance state they derive to for the demo student. */
export const DEMO_ACTIVITIES = {
  /** Past, online, required, every content finished: attended. */
  pastOnlineAttended: '第1课 安全用电基础',
  /** Past, online, required, contents unfinished: absent. */
  pastOnlineAbsent: '第2课 电工材料与工具',
  /** Past, offline, required, signed in and out: attended. Teachers, knowledge points, highlights. */
  pastOfflineAttended: '面授课 触电急救实训',
  /** Past, offline, required, never signed in: absent. */
  pastOfflineAbsent: '面授课 电工仪表使用',
  /** Past, online, required: homework and test submitted (attempts pending and marked): attended. */
  pastExams: '第3课 阶段作业与测试',
  /** Today, online, required, partly studied: to attend. onlineAttendance 1 on its first video. */
  todayOnline: '第4课 低压配电线路',
  /** Today, offline, required, not signed in yet: to attend (sign-in tests use it). */
  todayOffline: '面授课 低压配电实操',
  /** Future, online, required, with the xskt homework: to attend. */
  futureOnline: '第5课 电工识图',
  /** Future, offline, required: to attend. */
  futureOffline: '面授课 仿真平台实操',
  /** Past, online, elective, finished: attended. */
  electivePast: '选修 家庭用电常识',
  /** Future, offline, elective: to attend. */
  electiveFuture: '选修 电工职业规划讲座',
} as const;

/** Content (classroom) names of the in-service class. */
export const DEMO_CONTENTS = {
  videoFinished: '安全用电基础（视频）',
  article: '安全用电守则（图文）',
  document: '安全用电讲义（PDF）',
  audio: '电工材料导读（音频）',
  image: '常用工具图解（图片）',
  hlsVideo: '电工工具演示（HLS 视频）',
  offlineAttended: '触电急救实训课堂',
  offlineAbsent: '电工仪表使用课堂',
  homework: '安全用电综合作业（作业）',
  test: '安全用电阶段测试（测试）',
  /** onlineAttendance 1; the demo student has partial progress. */
  videoInProgress: '低压配电线路（视频）',
  /** No learning record at all. */
  videoNoRecord: '配电线路补充（视频）',
  offlineToday: '低压配电实操课堂',
  xsktHomework: '电工识图练习（作业）',
  videoFuture: '电工识图（视频）',
  offlineFuture: '仿真平台实操课堂',
  electiveArticle: '家庭用电常识（图文）',
  electiveOffline: '电工职业规划讲座课堂',
} as const;

export const BETA_CLASSES = { inService: 'Electrician Safety Permit — Spring Cohort' } as const;
export const BETA_COURSES = { internal: 'Electrical Safety Basics' } as const;
export const BETA_PAPERS = { homework: 'Safety Basics Homework' } as const;
export const BETA_ACTIVITIES = { online: 'Lesson 1: Safe isolation', offline: 'Workshop: Lockout practice' } as const;
export const BETA_CONTENTS = {
  video: 'Safe isolation (video)',
  homework: 'Safety Basics Homework (homework)',
  offline: 'Lockout practice workshop',
  /** Elective, the 60-second clip (issue 25 row 9): long enough to tell a drag of the bar from watching. */
  longVideo: 'Proving dead, step by step (video)',
  /** Elective, no file: no permission (an empty learning record), an empty player without autoplay. */
  videoNoPermission: 'Test lamp check (video)',
} as const;

/**
 * The classroom interaction class of each school (issue 25 rows 4 and 5): one student no other spec
 * signs in as, so what the classroom specs write (comments, replies, likes, visits) reaches nobody
 * else's assertions. classStatus 2, so it is never listed as open for enrolment.
 */
export const DEMO_INTERACTION = {
  className: '低压电工作业课堂互动班',
  student: { userId: 'demo-u-1005', mobile: '13800138005' },
  activities: {
    /** Video 1 studied three days ago, video 2 yesterday, the article today, video 3 never: opens video 2. */
    recentVideo: '互动课1 接着看最近的视频',
    /** A test first, then a video nobody studied: opens the test view. */
    testFirst: '互动课2 先做测试',
    /** Comments with a reply and likes; a classroom to write in; one with nothing in its panel. */
    comments: '互动课3 评论与点赞',
  },
  contents: {
    video1: '续学视频一（视频）',
    video2: '续学视频二（视频）',
    article: '续学图文（图文）',
    video3: '续学视频三（视频）',
    test: '互动阶段测试（测试）',
    videoAfterTest: '测试后的视频（视频）',
    thread: '评论示例视频（视频）',
    writes: '评论练习视频（视频）',
    empty: '暂无互动图文（图文）',
  },
} as const;

export const BETA_INTERACTION = {
  className: 'Electrician Safety Permit — Interaction Cohort',
  student: { userId: 'beta-u-2003', mobile: '13900139003' },
  activities: {
    /** A homework first, then a video: opens the test view. */
    homeworkFirst: 'Interaction 1: Homework first',
    /** Comments with a reply and likes; one classroom with nothing in its panel. */
    comments: 'Interaction 2: Comments and likes',
  },
  contents: {
    homework: 'Isolation homework (homework)',
    videoAfterHomework: 'After the homework (video)',
    thread: 'Discussion clip (video)',
    empty: 'Quiet reading (article)',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Media of public/media.

const VIDEO = '/media/video/demo.mp4';
const HLS = '/media/hls/demo.m3u8';
const PDF = '/media/docs/demo.pdf';
const VIDEO_MS = 4000;
/** 60 s, VP9 WebM, 160×90, 90 KB (the README's demo data says how it was made). */
const LONG_VIDEO = '/media/video/lesson-60s.webm';
const LONG_VIDEO_MS = 60_000;
const avatar = (n: 1 | 2 | 3 | 4) => `/media/images/r-avatar-${n}.jpg`;
const teacherAvatar = (n: 1 | 2 | 3) => `/media/images/v-avatar-${n}.jpg`;

const C = DEMO_CONTENTS;
const A = DEMO_ACTIVITIES;
const ME = DEMO_STUDENT.userId;
const LIHUA = 'demo-u-1002';
const ZHAO = 'demo-u-3001';
const SUN = 'demo-u-3002';
const ZHOU = 'demo-u-3003';
const HEAD_TEACHER = '刘芳';
const LECTURER: [string, string] = ['陈建国', teacherAvatar(1)];

const finishedVideo = (user: string, at: When) => ({ user, learnedMs: VIDEO_MS, positionMs: VIDEO_MS, finished: true, at });
const finishedPage = (user: string, at: When) => ({ user, learnedMs: 60_000, positionMs: 0, finished: true, at });

/** A classroom with the short demo video; `extra` adds its progress, comments, likes… */
const shortVideo = (name: string, extra: Partial<ContentFixture> = {}): ContentFixture => ({
  name,
  dataType: 1,
  contentType: 'ONLINE_VIDEO_TEACHING',
  durationMs: VIDEO_MS,
  storageUrl: VIDEO,
  ...extra,
});

/** A classroom of text (an article). */
const article = (name: string, articleContent: string, extra: Partial<ContentFixture> = {}): ContentFixture => ({ name, dataType: 3, contentType: 'E_WORDS_MATERIALS', articleContent, ...extra });

/**
 * The interaction class of a school (the classroom specs' own): in study, its one student enrolled,
 * the course open from 10 days back to 30 days on, and online activities open from yesterday 08:00
 * to five days on, required unless named in `optional`.
 */
function interactionClass(fixture: {
  className: string;
  classPeriodName: string;
  headTeacherName: string;
  student: string;
  course: string;
  activities: [activityName: string, contents: ContentFixture[]][];
  optional: string[];
}): ClassFixture {
  return {
    className: fixture.className,
    classPeriodName: fixture.classPeriodName,
    headTeacherName: fixture.headTeacherName,
    classStatus: 2,
    teachingClassStatus: 1,
    training: [[-10, '08:00'], [30, '18:00']],
    students: [{ user: fixture.student, serviceStatus: 2, enrolState: 1, orderTotal: 1 }],
    courses: [{ course: fixture.course, window: [[-10, '00:00'], [30, '23:59']] }],
    activities: fixture.activities.map(([activityName, contents]) => ({
      activityName,
      isRequired: fixture.optional.includes(activityName) ? 0 : 1,
      onlineType: 1,
      course: fixture.course,
      start: [-1, '08:00'],
      end: [5, '18:00'],
      contents,
    })),
  };
}

/** The sizes of the pictures of public/media/images that stems show, by the name's first letter. */
const QUESTION_IMAGE_SIZES: Record<string, [number, number]> = { a: [480, 270], b: [1200, 360], n: [400, 225] };

/**
 * A picture of public/media/images in a question's stem, with its width and height as an editor
 * writes them: the browser then holds its room before the file arrives (nothing below it moves).
 */
const questionImage = (name: string, alt: string) => {
  const [width, height] = QUESTION_IMAGE_SIZES[name[0]!]!;
  return `<p><img src="/media/images/${name}.jpg" alt="${alt}" width="${width}" height="${height}"></p>`;
};

/** A table of hourly readings: wider than a phone, so it scrolls inside the question. */
const readingsTable = (corner: string, row: string, values: number[]) =>
  `<table><thead><tr><th>${corner}</th>${values.map((_, index) => `<th>${String(8 + index).padStart(2, '0')}:00</th>`).join('')}</tr></thead>` +
  `<tbody><tr><th>${row}</th>${values.map((value) => `<td>${value}</td>`).join('')}</tr></tbody></table>`;
const LEAKAGE_TABLE = readingsTable('时刻', 'I<sub>Δ</sub>/mA', [6, 7, 7, 9, 12, 18, 31, 35, 33, 36, 12]);
const READINGS_TABLE = readingsTable('Time', 'U<sub>L-N</sub>/V', [231, 230, 229, 0, 0, 0, 0, 0, 0, 232, 231]);

const demo: StudyFixture = {
  classmates: [
    { id: ZHAO, mobile: '13800138101', nickName: '赵磊', realName: '赵磊', avatar: avatar(2) },
    { id: SUN, mobile: '13800138102', nickName: '孙丽', realName: '孙丽', avatar: avatar(3) },
    { id: ZHOU, mobile: '13800138103', nickName: '周强', realName: '周强', avatar: avatar(4) },
  ],
  courses: [
    {
      courseName: DEMO_COURSES.internal,
      cover: '/media/images/c-1.jpg',
      introduce: '低压电工上岗必修理论：电路基础、安全用电、配电线路与电工识图。',
      courseNature: 1,
      courseType: 2,
      learningPlatform: 0,
      thirdPlatformType: 10,
      courseContent: { pageData: [{ type: 'banner', image: '/media/images/c-1.jpg' }, { type: 'text', content: '课程共四章，按章节顺序学习。' }] },
      introduceDetailList: [
        { introduceType: 0, contentList: [{ outline: '课程简介', describe: '面向低压电工作业上岗取证的理论课程。' }] },
        {
          introduceType: 1,
          contentList: [
            { teacherName: '陈建国', teacherHeadUrl: teacherAvatar(1), roleCode: 't_kcls', describe: '高级技师，从事电工培训二十年。' },
            { teacherName: HEAD_TEACHER, teacherHeadUrl: teacherAvatar(2), roleCode: 't_fdls', describe: '班主任，负责答疑与督学。' },
          ],
        },
        { introduceType: 3, contentList: [{ outline: '配套讲义', describe: '安全用电讲义（PDF）' }] },
        { introduceType: 4, contentList: [{ outline: '优质服务', describe: '学习期间在线答疑，48 小时内回复。' }] },
      ],
      chapters: [
        {
          name: '第一章 电工基础',
          children: [
            { name: '第一节 安全用电', children: [{ name: '1.1 安全电压与触电' }, { name: '1.2 电工材料与工具' }] },
            { name: '第二节 配电线路', children: [{ name: '2.1 低压配电' }] },
          ],
        },
        { name: '第二章 电工识图', children: [{ name: '第一节 识图基础' }] },
      ],
    },
    {
      courseName: DEMO_COURSES.thirdParty,
      cover: '/media/images/c-2.jpg',
      introduce: '在合作仿真平台上完成的实操训练。',
      courseNature: 2,
      courseType: 1,
      learningPlatform: 1,
      thirdPlatformType: 11,
      learningUrl: 'https://sim.partner.example.com/learn',
    },
    {
      courseName: DEMO_COURSES.external,
      cover: '/media/images/c-3.jpg',
      introduce: '外部平台上的法规阅读课程。',
      courseNature: 1,
      courseType: 3,
      learningPlatform: 2,
      learningUrl: 'https://open.example.com/courses/electrical-law',
    },
    {
      courseName: DEMO_COURSES.noLink,
      introduce: '面授为主的职业素养课程，尚未开通线上链接。',
      courseNature: 0,
      courseType: 1,
      learningPlatform: 2,
    },
  ],
  papers: [
    {
      title: DEMO_PAPERS.homework,
      kind: 'HOMEWORK',
      description: '请独立完成全部题目，提交后由老师批阅。',
      questions: [
        // Stems are HTML (issue 25): a picture in every type, a table wide enough to scroll on a phone, sub and sup.
        {
          type: 1,
          trunk: `<p>我国安全电压额定值中，一般环境下最常用的是？</p>${questionImage('a-1', '安全电压警示牌')}`,
          point: 10,
          options: [['A', '12V'], ['B', '24V'], ['C', '36V'], ['D', '220V']],
          keys: ['C'],
          explain: '<p>一般环境取 <strong>36 V</strong>；潮湿、狭窄的金属容器内取 12 V。</p>',
        },
        { type: 2, trunk: `<p>下列属于基本绝缘安全用具的是？</p>${questionImage('a-2', '绝缘安全用具')}`, point: 10, options: [['A', '绝缘棒'], ['B', '绝缘夹钳'], ['C', '绝缘鞋'], ['D', '验电器']], keys: ['A', 'B', 'D'] },
        { type: 3, trunk: `<p>用万用表测量电阻前必须先断开被测电路的电源。</p>${questionImage('a-3', '万用表测电阻')}`, point: 10, options: [['A', '正确'], ['B', '错误']], keys: ['A'] },
        { type: 4, trunk: `<p>触电急救的第一步是____，第二步是____。</p>${questionImage('a-4', '触电急救')}`, point: 10, content: '脱离电源|心肺复苏' },
        {
          type: 6,
          trunk: `<p>简述停电作业的安全技术措施。</p>${questionImage('b-1', '停电作业现场')}`,
          point: 20,
          content: '停电、验电、装设接地线、悬挂标示牌和装设遮栏。',
          explain: '<p>顺序不可颠倒：</p><ol><li>停电</li><li>验电</li><li>装设接地线</li><li>悬挂标示牌和装设遮栏</li></ol>',
        },
        {
          type: 11,
          trunk: `<p>阅读下文：某车间配电箱漏电保护器频繁跳闸，电工未查明原因便将其短接……</p>${questionImage('a-5', '车间配电箱')}<p>当日各时刻测得的漏电电流 I<sub>Δ</sub>（mA）：</p>${LEAKAGE_TABLE}`,
          point: 20,
          children: [
            { type: 1, trunk: '<p>该电工的做法属于？</p>', point: 10, options: [['A', '正确处置'], ['B', '违章作业']], keys: ['B'] },
            { type: 3, trunk: '<p>漏电保护器频繁跳闸应先查明原因。</p>', point: 10, options: [['A', '正确'], ['B', '错误']], keys: ['A'], explain: '<p>表中 14:00 起 I<sub>Δ</sub> 超过 30 mA，应先查明漏电点。</p>' },
          ],
        },
        {
          type: 13,
          trunk: `<p>电流通过人体时，____ 越大，____ 越长，危险越大。</p>${questionImage('a-6', '人体触电示意')}<p>提示：电流 I 流过人体电阻 R<sub>b</sub> 的时间为 t 时，产生的热量 Q = I<sup>2</sup>R<sub>b</sub>t。</p>`,
          point: 20,
          children: [
            { type: 1, trunk: '<p>第 1 空</p>', point: 10, options: [['A', '电流 I'], ['B', '电阻 R<sub>b</sub>']], keys: ['A'] },
            { type: 1, trunk: '<p>第 2 空</p>', point: 10, options: [['A', '时间 t'], ['B', '距离']], keys: ['A'], explain: '<p>Q = I<sup>2</sup>R<sub>b</sub>t：时间越长，热量越多。</p>' },
          ],
        },
      ],
    },
    {
      title: DEMO_PAPERS.test,
      kind: 'TEST',
      description: '限时 30 分钟，倒计时结束自动交卷。',
      unitTimeMinutes: 30,
      questions: [
        { type: 1, trunk: '<p>电气设备发生火灾时，应首先？</p>', point: 20, options: [['A', '切断电源'], ['B', '用水扑救']], keys: ['A'] },
        { type: 2, trunk: '<p>导致触电的常见原因有？</p>', point: 20, options: [['A', '设备漏电'], ['B', '违章操作'], ['C', '正确使用绝缘用具']], keys: ['A', 'B'] },
        { type: 3, trunk: '<p>潮湿环境可以使用 220V 手持照明灯。</p>', point: 20, options: [['A', '正确'], ['B', '错误']], keys: ['B'] },
        { type: 4, trunk: '<p>我国工频交流电的频率为____Hz。</p>', point: 20, content: '50' },
        { type: 6, trunk: '<p>说明接地与接零的区别。</p>', point: 20, content: '接地是与大地连接，接零是与保护零线连接。' },
      ],
    },
    {
      title: DEMO_PAPERS.xskt,
      kind: 'HOMEWORK',
      sourceType: 'xskt',
      description: '题目来自星视课堂题库，提交后可查看已完成作业。',
      questions: [
        { type: 1, trunk: `<p>电路图中符号 "QS" 表示？</p>${questionImage('n-1', '电路图')}`, point: 50, options: [['A', '隔离开关 QS<sub>1</sub>'], ['B', '熔断器 FU<sub>1</sub>']], keys: ['A'] },
        { type: 3, trunk: `<p>电气原理图中触点按未受外力时的状态绘制。</p>${questionImage('n-2', '电气原理图')}`, point: 50, options: [['A', '正确'], ['B', '错误']], keys: ['A'] },
      ],
    },
  ],
  classes: [
    {
      className: DEMO_CLASSES.inService,
      classPeriodName: '春季一期',
      product: '低压电工作业上岗培训',
      headTeacherName: HEAD_TEACHER,
      headTeacherUserId: DEMO_HEAD_TEACHER.userId,
      classStatus: 1,
      teachingClassStatus: 1,
      training: [[-30, '08:00'], [60, '18:00']],
      learningGoal: '掌握低压电工安全作业知识与技能，通过上岗考核。',
      signUpTotal: 48,
      students: [
        { user: ME, serviceStatus: 2, enrolState: 1, classVisits: 12, studyDurationMs: 5_400_000, answerDurationMs: 1_800_000, rankIndex: 2, orderTotal: 1 },
        { user: LIHUA, serviceStatus: 2, enrolState: 1, classVisits: 20, studyDurationMs: 7_200_000, answerDurationMs: 2_400_000, rankIndex: 1, orderTotal: 1 },
        { user: ZHAO, serviceStatus: 2, enrolState: 1, classVisits: 5, studyDurationMs: 1_200_000, rankIndex: 3, orderTotal: 1 },
        { user: SUN, serviceStatus: 2, enrolState: 1, classVisits: 3, studyDurationMs: 600_000, rankIndex: 4, orderTotal: 1 },
        { user: ZHOU, serviceStatus: 2, classVisits: 0, orderTotal: 1 },
      ],
      courses: [
        { course: DEMO_COURSES.internal, window: [[-30, '00:00'], [40, '23:59']], faceTeachingNumber: 3, needStudyDurationMs: 36_000_000, homeworkNumber: 2, testNumber: 1 },
        { course: DEMO_COURSES.thirdParty, window: [[5, '00:00'], [50, '23:59']], faceTeachingNumber: 1, needStudyDurationMs: 7_200_000 },
        { course: DEMO_COURSES.external, window: [[-60, '00:00'], [-5, '23:59']], needStudyDurationMs: 3_600_000 },
        { course: DEMO_COURSES.noLink, window: [[-20, '00:00'], [-2, '23:59']], faceTeachingNumber: 1 },
      ],
      activities: [
        {
          activityName: A.pastOnlineAttended,
          isRequired: 1,
          onlineType: 1,
          course: DEMO_COURSES.internal,
          start: [-10, '00:00'],
          end: [-8, '23:59'],
          contents: [
            {
              name: C.videoFinished,
              dataType: 1,
              contentType: 'ONLINE_VIDEO_TEACHING',
              durationMs: VIDEO_MS,
              storageUrl: VIDEO,
              transcodes: true,
              cover: '/media/images/a-video-1.jpg',
              dutyVideoProgressTarget: 90,
              chapter: '1.1 安全电压与触电',
              progress: [finishedVideo(ME, [-9, '20:10']), finishedVideo(LIHUA, [-9, '19:00'])],
              questions: [
                { user: ME, title: '安全电压 36V 在潮湿环境下还安全吗？', at: [-9, '20:15'], answer: { teacher: '陈建国', text: '潮湿环境应使用 12V 及以下的安全电压。', at: [-8, '09:00'] } },
                { user: ZHAO, title: '视频里提到的跨步电压怎么理解？', at: [-9, '21:00'] },
                { user: ME, title: '接地电阻的要求（草稿）', draft: true, at: [-8, '10:00'] },
              ],
              notes: [
                { user: ME, title: '安全电压要点', notes: '一般 36V，潮湿 12V。', shared: true, at: [-9, '20:20'] },
                { user: ME, title: '我的私人笔记', notes: '复习时重点看第 2 分钟。', shared: false, at: [-9, '20:30'] },
                { user: LIHUA, title: '触电类型整理', notes: '单相、两相、跨步电压触电。', shared: true, at: [-9, '19:10'] },
                { user: SUN, title: '孙丽的私人笔记', notes: '只有自己可见。', shared: false, at: [-9, '18:00'] },
                { teacher: LECTURER, title: '老师笔记：本课重点', notes: '安全电压等级与适用环境。', shared: true, at: [-10, '08:30'] },
              ],
              comments: [
                { user: LIHUA, content: '讲得很清楚！', at: [-9, '19:20'], replies: [{ user: ME, content: '同感，例子很实用。', at: [-9, '20:40'] }, { user: ZHAO, content: '值得多看几遍。', at: [-9, '21:05'] }] },
                { user: ZHAO, content: '希望多一些案例。', at: [-9, '21:10'] },
              ],
              likes: [LIHUA, ZHAO],
            },
            {
              name: C.article,
              dataType: 3,
              contentType: 'ONLINE_VIDEO_TEACHING',
              articleContent: '<h2>安全用电守则</h2><p>一、不私拉乱接电线。</p><p>二、湿手不触碰开关。</p>',
              chapter: '1.1 安全电压与触电',
              progress: [finishedPage(ME, [-9, '20:50'])],
              comments: [{ user: SUN, content: '守则要贴在车间里。', at: [-9, '18:30'] }],
              likes: [ME],
            },
            {
              name: C.document,
              dataType: 4,
              contentType: 'E_WORDS_MATERIALS',
              storageUrl: PDF,
              description: '配套讲义，可下载打印。',
              chapter: '1.1 安全电压与触电',
              progress: [finishedPage(ME, [-9, '21:00'])],
            },
          ],
          dynamics: [
            { user: ZHAO, type: 2, content: '视频里提到的跨步电压怎么理解？', at: [-9, '21:00'] },
            { user: ZHAO, type: 3, content: '值得多看几遍。', at: [-9, '21:05'] },
            { user: LIHUA, type: 4, content: '触电类型整理', at: [-9, '19:10'] },
          ],
        },
        {
          activityName: A.pastOnlineAbsent,
          isRequired: 1,
          onlineType: 1,
          course: DEMO_COURSES.internal,
          start: [-7, '00:00'],
          end: [-6, '23:59'],
          contents: [
            { name: C.audio, dataType: 2, contentType: 'ONLINE_VIDEO_TEACHING', durationMs: VIDEO_MS, storageUrl: VIDEO, chapter: '1.2 电工材料与工具' },
            { name: C.image, dataType: 8, contentType: 'E_WORDS_MATERIALS', storageUrl: '/media/images/b-1.jpg', chapter: '1.2 电工材料与工具', likes: [SUN] },
            {
              name: C.hlsVideo,
              dataType: 1,
              contentType: 'ONLINE_VIDEO_TEACHING',
              durationMs: VIDEO_MS,
              storageUrl: HLS,
              cover: '/media/images/a-video-2.jpg',
              dutyVideoProgressTarget: 90,
              chapter: '1.2 电工材料与工具',
              progress: [{ user: ME, learnedMs: 1000, positionMs: 1000, finished: false, at: [-7, '21:00'] }],
            },
          ],
        },
        {
          activityName: A.pastOfflineAttended,
          isRequired: 1,
          onlineType: 2,
          course: DEMO_COURSES.noLink,
          start: [-7, '09:00'],
          end: [-7, '12:00'],
          position: '实训楼 302 室',
          address: '示范市科技路 88 号实训楼',
          contents: [
            {
              name: C.offlineAttended,
              dataType: 11,
              contentType: 'OFFLINE_FACE2FACE_TEACHING',
              description: '请穿绝缘鞋、携带笔记本，提前 10 分钟到场签到。',
              teachers: [
                ['陈建国', teacherAvatar(1)],
                [HEAD_TEACHER, teacherAvatar(2)],
                ['王海', teacherAvatar(3)],
              ],
              points: ['脱离电源的方法', '心肺复苏的操作要领', '触电急救的注意事项'],
              attendance: [
                { user: ME, signIn: [-7, '08:55'], signOut: [-7, '12:02'] },
                { user: LIHUA, signIn: [-7, '08:50'], signOut: [-7, '12:01'] },
                { user: ZHAO, signIn: [-7, '09:05'] },
              ],
              questions: [{ user: SUN, title: '心肺复苏按压频率是多少？', at: [-7, '12:30'], answer: { teacher: HEAD_TEACHER, text: '每分钟 100 到 120 次。', at: [-7, '15:00'] } }],
              notes: [
                { user: ME, title: '急救步骤', notes: '断电、判断、呼救、心肺复苏。', shared: true, at: [-7, '12:10'] },
                { teacher: LECTURER, title: '实训要点', notes: '按压深度 5 到 6 厘米。', shared: true, at: [-7, '12:20'] },
              ],
            },
          ],
          highlights: [
            { titbitName: '实训现场', fileType: 'IMAGE', url: '/media/images/a-1.jpg' },
            { titbitName: '分组练习', fileType: 'IMAGE', url: '/media/images/a-2.jpg' },
            { titbitName: '心肺复苏示范', fileType: 'VIDEO', url: VIDEO },
          ],
          dynamics: [
            { user: LIHUA, type: 0, content: '签到', at: [-7, '08:50'] },
            { user: LIHUA, type: 1, content: '签退', at: [-7, '12:01'] },
            { user: SUN, type: 2, content: '心肺复苏按压频率是多少？', at: [-7, '12:30'] },
            { user: ZHAO, type: 5, content: '实训很有收获！', at: [-7, '13:00'] },
          ],
        },
        {
          activityName: A.pastOfflineAbsent,
          isRequired: 1,
          onlineType: 2,
          course: DEMO_COURSES.internal,
          start: [-4, '14:00'],
          end: [-4, '17:00'],
          position: '实训楼 201 室',
          address: '示范市科技路 88 号实训楼',
          contents: [
            {
              name: C.offlineAbsent,
              dataType: 11,
              contentType: 'OFFLINE_FACE2FACE_TEACHING',
              description: '请携带万用表。',
              teachers: [['王海', teacherAvatar(3)]],
              points: ['万用表的使用', '兆欧表的使用'],
              attendance: [{ user: LIHUA, signIn: [-4, '13:55'], signOut: [-4, '17:01'] }],
            },
          ],
          dynamics: [{ user: LIHUA, type: 0, content: '签到', at: [-4, '13:55'] }],
        },
        {
          activityName: A.pastExams,
          isRequired: 1,
          onlineType: 1,
          course: DEMO_COURSES.internal,
          start: [-4, '00:00'],
          end: [-1, '23:59'],
          contents: [
            {
              name: C.homework,
              dataType: 6,
              contentType: 'ONLINE_HOMEWORK',
              paper: DEMO_PAPERS.homework,
              chapter: '第一节 安全用电',
              attempts: [
                { user: ME, status: 2, started: [-3, '19:00'], submittedAfterMinutes: 25 },
                { user: ME, status: 1, started: [-2, '20:00'], submittedAfterMinutes: 18 },
                { user: LIHUA, status: 2, started: [-3, '18:00'], submittedAfterMinutes: 30 },
              ],
            },
            {
              name: C.test,
              dataType: 7,
              contentType: 'ONLINE_TEST',
              paper: DEMO_PAPERS.test,
              chapter: '第一节 安全用电',
              attempts: [
                { user: ME, status: 2, started: [-3, '10:00'], submittedAfterMinutes: 20 },
                { user: ME, status: 1, started: [-2, '10:00'], submittedAfterMinutes: 28 },
              ],
            },
          ],
        },
        {
          activityName: A.todayOnline,
          isRequired: 1,
          onlineType: 1,
          course: DEMO_COURSES.internal,
          start: [0, '00:00'],
          end: [0, '23:59'],
          contents: [
            {
              name: C.videoInProgress,
              dataType: 1,
              contentType: 'ONLINE_VIDEO_TEACHING',
              durationMs: VIDEO_MS,
              storageUrl: VIDEO,
              transcodes: true,
              onlineAttendance: 1,
              dutyVideoProgressTarget: 90,
              chapter: '2.1 低压配电',
              progress: [{ user: ME, learnedMs: 1500, positionMs: 1500, finished: false, at: [-1, '21:00'] }],
            },
            {
              name: C.videoNoRecord,
              dataType: 1,
              contentType: 'ONLINE_VIDEO_TEACHING',
              durationMs: VIDEO_MS,
              storageUrl: VIDEO,
              mustLearn: 0,
              chapter: '2.1 低压配电',
            },
          ],
          dynamics: [{ user: SUN, type: 0, content: '进入课堂自动签到', at: [0, '00:01'] }],
        },
        {
          activityName: A.todayOffline,
          isRequired: 1,
          onlineType: 2,
          course: DEMO_COURSES.internal,
          start: [0, '00:00'],
          end: [0, '23:59'],
          position: '实训楼 101 室',
          address: '示范市科技路 88 号实训楼',
          contents: [
            {
              name: C.offlineToday,
              dataType: 11,
              contentType: 'OFFLINE_FACE2FACE_TEACHING',
              description: '今日实操，请按时签到与签退。',
              teachers: [['陈建国', teacherAvatar(1)], ['王海', teacherAvatar(3)]],
              points: ['配电箱的安装', '漏电保护器的接线'],
            },
          ],
        },
        {
          activityName: A.futureOnline,
          isRequired: 1,
          onlineType: 1,
          course: DEMO_COURSES.internal,
          start: [3, '00:00'],
          end: [6, '23:59'],
          contents: [
            { name: C.videoFuture, dataType: 1, contentType: 'ONLINE_VIDEO_TEACHING', durationMs: VIDEO_MS, storageUrl: HLS, chapter: '第一节 识图基础' },
            { name: C.xsktHomework, dataType: 6, contentType: 'ONLINE_HOMEWORK', paper: DEMO_PAPERS.xskt, chapter: '第一节 识图基础' },
          ],
        },
        {
          activityName: A.futureOffline,
          isRequired: 1,
          onlineType: 2,
          course: DEMO_COURSES.thirdParty,
          start: [7, '09:00'],
          end: [7, '12:00'],
          position: '仿真实训中心',
          address: '示范市科技路 90 号',
          contents: [
            {
              name: C.offlineFuture,
              dataType: 11,
              contentType: 'OFFLINE_FACE2FACE_TEACHING',
              description: '请提前完成仿真平台账号激活。',
              teachers: [['王海', teacherAvatar(3)]],
              points: ['仿真平台操作'],
            },
          ],
        },
        {
          activityName: A.electivePast,
          isRequired: 0,
          onlineType: 1,
          course: DEMO_COURSES.internal,
          start: [-5, '00:00'],
          end: [-5, '23:59'],
          contents: [
            {
              name: C.electiveArticle,
              dataType: 3,
              contentType: 'ONLINE_VIDEO_TEACHING',
              articleContent: '<p>家庭用电：插座不超负荷，离家断电。</p>',
              progress: [finishedPage(ME, [-5, '20:00'])],
            },
          ],
        },
        {
          activityName: A.electiveFuture,
          isRequired: 0,
          onlineType: 2,
          course: DEMO_COURSES.internal,
          start: [10, '14:00'],
          end: [10, '16:00'],
          position: '报告厅',
          address: '示范市科技路 88 号',
          contents: [{ name: C.electiveOffline, dataType: 11, contentType: 'OFFLINE_FACE2FACE_TEACHING', teachers: [[HEAD_TEACHER, teacherAvatar(2)]] }],
        },
      ],
    },
    {
      className: DEMO_CLASSES.inServiceQuiet,
      classPeriodName: '在职一期',
      product: '家政服务员（高级）',
      headTeacherName: '何敏',
      classStatus: 1,
      teachingClassStatus: 1,
      training: [[-10, '08:00'], [80, '18:00']],
      // The demo student closed this class's period study target: its class home shows none.
      students: [{ user: ME, serviceStatus: 2, classVisits: 1, orderTotal: 1, studyTargetClosed: true }],
    },
    {
      className: DEMO_CLASSES.pendingAdmission,
      classPeriodName: '暑期一期',
      product: '育婴员（五级）职业技能培训',
      headTeacherName: '周婷',
      classStatus: 0,
      teachingClassStatus: 0,
      training: [[30, '08:00'], [90, '18:00']],
      students: [{ user: ME, serviceStatus: -1, orderTotal: 1 }],
    },
    {
      className: DEMO_CLASSES.pendingStart,
      classPeriodName: '六月一期',
      product: '养老护理员（四级）',
      headTeacherName: '吴刚',
      classStatus: 1,
      teachingClassStatus: 0,
      training: [[10, '08:00'], [70, '18:00']],
      students: [{ user: ME, serviceStatus: 0, orderTotal: 1 }],
    },
    {
      className: DEMO_CLASSES.pendingReport,
      classPeriodName: '周末一期',
      product: '健康管理师（三级）',
      headTeacherName: '郑洁',
      classStatus: 1,
      teachingClassStatus: 1,
      training: [[-5, '08:00'], [60, '18:00']],
      students: [{ user: ME, serviceStatus: 1, orderTotal: 1 }],
    },
    {
      className: DEMO_CLASSES.finished,
      classPeriodName: '秋季一期',
      product: '电子商务师（直播销售员）',
      headTeacherName: '冯雪',
      classStatus: 2,
      teachingClassStatus: 2,
      training: [[-200, '08:00'], [-100, '18:00']],
      students: [{ user: ME, serviceStatus: 3, enrolState: 1, evaluateStatus: 1, classVisits: 40, studyDurationMs: 36_000_000, rankIndex: 5, orderTotal: 1 }],
    },
    {
      className: DEMO_CLASSES.graduated,
      classPeriodName: '春季一期',
      product: '茶艺师（初级）',
      headTeacherName: '林静',
      classStatus: 3,
      teachingClassStatus: 2,
      training: [[-400, '08:00'], [-300, '18:00']],
      students: [{ user: ME, serviceStatus: 3, enrolState: 1, evaluateStatus: 2, classVisits: 8, studyDurationMs: 3_600_000, orderTotal: 1 }],
    },
    {
      className: DEMO_CLASSES.experienceReady,
      classPeriodName: '体验期',
      product: '美容师（五级）',
      headTeacherName: '许晴',
      classStatus: 1,
      teachingClassStatus: 1,
      training: [[-15, '08:00'], [45, '18:00']],
      isExperience: true,
      experienceReady: true,
      students: [{ user: ME, serviceStatus: 2, isEnrollment: 0 }],
      activities: [
        {
          activityName: DEMO_EXPERIENCE.activity,
          isRequired: 1,
          onlineType: 1,
          start: [-1, '00:00'],
          end: [30, '23:59'],
          contents: [{ name: DEMO_EXPERIENCE.video, dataType: 1, contentType: 'ONLINE_VIDEO_TEACHING', durationMs: VIDEO_MS, storageUrl: VIDEO, cover: '/media/images/a-video-1.jpg' }],
        },
      ],
    },
    {
      className: DEMO_CLASSES.experiencePending,
      classPeriodName: '体验期',
      product: '中式烹调师（初级）',
      headTeacherName: '高峰',
      classStatus: 0,
      teachingClassStatus: 0,
      training: [[20, '08:00'], [80, '18:00']],
      isExperience: true,
      experienceReady: false,
      students: [],
    },
    {
      className: DEMO_CLASSES.enrolling,
      classPeriodName: '招生一期',
      product: '网络安全管理员（四级）',
      headTeacherName: '钱鹏',
      classStatus: 1,
      teachingClassStatus: 0,
      training: [[15, '08:00'], [75, '18:00']],
      signUpTotal: 12,
      students: [],
    },
    {
      className: DEMO_CLASSES.experienceEnrolling,
      classPeriodName: '秋季招生',
      product: '美容师（五级）',
      headTeacherName: '许晴',
      classStatus: 1,
      teachingClassStatus: 0,
      training: [[120, '08:00'], [180, '18:00']],
      signUpTotal: 6,
      students: [],
    },
    interactionClass({
      className: DEMO_INTERACTION.className,
      classPeriodName: '互动一期',
      headTeacherName: HEAD_TEACHER,
      student: DEMO_INTERACTION.student.userId,
      course: DEMO_COURSES.internal,
      optional: [DEMO_INTERACTION.activities.comments],
      activities: [
        [
          DEMO_INTERACTION.activities.recentVideo,
          [
            shortVideo(DEMO_INTERACTION.contents.video1, {
              progress: [{ user: DEMO_INTERACTION.student.userId, learnedMs: 1000, positionMs: 1000, finished: false, at: [-3, '10:00'] }],
            }),
            shortVideo(DEMO_INTERACTION.contents.video2, {
              progress: [{ user: DEMO_INTERACTION.student.userId, learnedMs: 2000, positionMs: 2000, finished: false, at: [-1, '10:00'] }],
            }),
            article(DEMO_INTERACTION.contents.article, '<p>先看视频，再读图文。</p>', { progress: [finishedPage(DEMO_INTERACTION.student.userId, [0, '00:05'])] }),
            shortVideo(DEMO_INTERACTION.contents.video3),
          ],
        ],
        [
          DEMO_INTERACTION.activities.testFirst,
          [
            { name: DEMO_INTERACTION.contents.test, dataType: 7, contentType: 'ONLINE_TEST', paper: DEMO_PAPERS.test },
            shortVideo(DEMO_INTERACTION.contents.videoAfterTest),
          ],
        ],
        [
          DEMO_INTERACTION.activities.comments,
          [
            shortVideo(DEMO_INTERACTION.contents.thread, {
              comments: [
                { user: ZHAO, content: '挂接地线要先接接地端，再接导体端。', at: [-2, '09:00'], replies: [{ user: SUN, content: '拆除时顺序正好相反。', at: [-2, '10:30'] }] },
                { user: ZHOU, content: '视频里的验电步骤很清楚。', at: [-1, '09:00'] },
              ],
              likes: [ZHAO, SUN],
            }),
            shortVideo(DEMO_INTERACTION.contents.writes, { comments: [{ user: ZHAO, content: '有同学一起讨论停电作业吗？', at: [-1, '11:00'] }], likes: [ZHAO] }),
            article(DEMO_INTERACTION.contents.empty, '<p>本节暂无互动。</p>'),
          ],
        ],
      ],
    }),
  ],
};

const beta: StudyFixture = {
  classmates: [],
  courses: [
    {
      courseName: BETA_COURSES.internal,
      cover: '/media/images/c-1.jpg',
      introduce: 'Safe isolation, lockout and the basics of working near live equipment.',
      courseNature: 2,
      courseType: 2,
      learningPlatform: 0,
      thirdPlatformType: 10,
      introduceDetailList: [{ introduceType: 1, contentList: [{ teacherName: 'Grace Lee', teacherHeadUrl: teacherAvatar(1), roleCode: 't_kcls' }] }],
      chapters: [{ name: 'Unit 1 Safe isolation' }],
    },
  ],
  papers: [
    {
      title: BETA_PAPERS.homework,
      kind: 'HOMEWORK',
      description: 'Answer every question, then submit for marking.',
      questions: [
        // Stems are HTML (issue 25): a picture, a table wide enough to scroll on a phone, sub and sup.
        {
          type: 1,
          trunk: `<p>What comes first before working on a circuit?</p>${questionImage('a-1', 'A lockout padlock on an isolator')}`,
          point: 40,
          options: [['A', 'Isolate and lock off'], ['B', 'Call a colleague']],
          keys: ['A'],
          explain: '<p>Heat in a faulty joint grows as I<sup>2</sup>R: never work on a live circuit.</p>',
        },
        { type: 3, trunk: `<p>A voltage tester must be proved before and after use.</p>${questionImage('a-3', 'A two-pole voltage tester')}`, point: 30, options: [['A', 'True'], ['B', 'False']], keys: ['A'] },
        {
          type: 6,
          trunk: `<p>Describe the steps of safe isolation.</p>${questionImage('a-2', 'An isolator and its distribution board')}<p>Readings at the isolator, line to neutral U<sub>L-N</sub> in volts:</p>${READINGS_TABLE}`,
          point: 30,
          content: 'Identify, isolate, lock off, prove dead, work.',
          explain: '<p>Prove dead on every pair: L–N, L–E and N–E; U<sub>L-N</sub> must read 0 V.</p>',
        },
      ],
    },
  ],
  classes: [
    {
      className: BETA_CLASSES.inService,
      classPeriodName: 'Spring 1',
      product: 'Electrician Safety Permit',
      headTeacherName: 'Grace Lee',
      headTeacherUserId: BETA_HEAD_TEACHER.userId,
      classStatus: 1,
      teachingClassStatus: 1,
      training: [[-14, '08:00'], [45, '18:00']],
      learningGoal: 'Work safely on low-voltage installations.',
      signUpTotal: 16,
      students: [
        { user: BETA_STUDENT.userId, serviceStatus: 2, enrolState: 1, classVisits: 4, studyDurationMs: 1_200_000, rankIndex: 1, orderTotal: 1 },
        { user: 'beta-u-2002', serviceStatus: 2, classVisits: 2, rankIndex: 2, orderTotal: 1 },
      ],
      courses: [{ course: BETA_COURSES.internal, window: [[-14, '00:00'], [30, '23:59']], faceTeachingNumber: 1, homeworkNumber: 1 }],
      activities: [
        {
          activityName: BETA_ACTIVITIES.online,
          isRequired: 1,
          onlineType: 1,
          course: BETA_COURSES.internal,
          start: [0, '00:00'],
          end: [0, '23:59'],
          contents: [
            {
              name: BETA_CONTENTS.video,
              dataType: 1,
              contentType: 'ONLINE_VIDEO_TEACHING',
              durationMs: VIDEO_MS,
              storageUrl: VIDEO,
              transcodes: true,
              dutyVideoProgressTarget: 90,
              chapter: 'Unit 1 Safe isolation',
            },
            {
              name: BETA_CONTENTS.homework,
              dataType: 6,
              contentType: 'ONLINE_HOMEWORK',
              paper: BETA_PAPERS.homework,
              chapter: 'Unit 1 Safe isolation',
              // Liam's marked attempt: a review in English (its stems' pictures, table, sub and sup).
              attempts: [{ user: 'beta-u-2002', status: 2, started: [-2, '19:00'], submittedAfterMinutes: 12 }],
            },
            {
              name: BETA_CONTENTS.longVideo,
              dataType: 1,
              contentType: 'ONLINE_VIDEO_TEACHING',
              mustLearn: 0,
              durationMs: LONG_VIDEO_MS,
              storageUrl: LONG_VIDEO,
              dutyVideoProgressTarget: 90,
              chapter: 'Unit 1 Safe isolation',
            },
            { name: BETA_CONTENTS.videoNoPermission, dataType: 1, contentType: 'ONLINE_VIDEO_TEACHING', mustLearn: 0, durationMs: LONG_VIDEO_MS, chapter: 'Unit 1 Safe isolation' },
          ],
        },
        {
          activityName: BETA_ACTIVITIES.offline,
          isRequired: 1,
          onlineType: 2,
          course: BETA_COURSES.internal,
          start: [3, '09:00'],
          end: [3, '12:00'],
          position: 'Workshop B',
          address: '12 Harbour Road',
          contents: [
            {
              name: BETA_CONTENTS.offline,
              dataType: 11,
              contentType: 'OFFLINE_FACE2FACE_TEACHING',
              description: 'Bring safety boots and your own padlock.',
              teachers: [['Grace Lee', teacherAvatar(1)], ['Tom Reid', teacherAvatar(3)]],
              points: ['Lockout devices', 'Proving dead'],
            },
          ],
        },
      ],
    },
    interactionClass({
      className: BETA_INTERACTION.className,
      classPeriodName: 'Interaction 1',
      headTeacherName: 'Grace Lee',
      student: BETA_INTERACTION.student.userId,
      course: BETA_COURSES.internal,
      optional: [BETA_INTERACTION.activities.comments],
      activities: [
        [
          BETA_INTERACTION.activities.homeworkFirst,
          [
            { name: BETA_INTERACTION.contents.homework, dataType: 6, contentType: 'ONLINE_HOMEWORK', paper: BETA_PAPERS.homework },
            shortVideo(BETA_INTERACTION.contents.videoAfterHomework),
          ],
        ],
        [
          BETA_INTERACTION.activities.comments,
          [
            shortVideo(BETA_INTERACTION.contents.thread, {
              comments: [
                { user: BETA_STUDENT.userId, content: 'Always prove the tester on a known live source.', at: [-2, '09:00'], replies: [{ user: 'beta-u-2002', content: 'And again after testing.', at: [-2, '10:30'] }] },
                { user: 'beta-u-2002', content: 'Clear demonstration, thanks.', at: [-1, '09:00'] },
              ],
              likes: [BETA_STUDENT.userId],
            }),
            article(BETA_INTERACTION.contents.empty, '<p>Nothing to discuss yet.</p>'),
          ],
        ],
      ],
    }),
  ],
};

/** The study fixtures by tenant id; a tenant without one gets no study data. */
export const STUDY_FIXTURES: Record<string, StudyFixture> = { demo, beta };
