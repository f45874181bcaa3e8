import { describe, expect, it } from 'vitest';
import { en, zhCN, type MessageKey } from '../../src/i18n';
import { createTranslator } from '../../src/i18n/runtime';

// The texts the specification quotes in Chinese must reach the screens word for word.
const quotedChinese: [MessageKey, string][] = [
  ['common.defaultTitle', '数字云校'],
  ['common.loginFirst', '请先登录'],
  ['common.pcUnavailable.useApp', 'PC版功能暂未开放，请打开APP使用'],
  ['common.pcUnavailable.comingSoon', '即将开放，敬请期待'],
  ['study.mine.emptyClasses', '当前状态下暂无学习班级'],
  ['study.mine.emptyEnrolling', '暂无有效的报名学班'],
];

// Messages the specification names, in the product's usual Chinese wording.
const namedMessages: [MessageKey, string, string][] = [
  ['common.error.systemBusy', '系统繁忙，请稍后再试', 'System busy, please try again later'],
  ['common.success.operation', '操作成功', 'Operation successful'],
  ['common.success.submit', '提交成功', 'Submit success'],
  ['common.success.sent', '发送成功', 'Sent successfully'],
  ['common.empty', '暂无数据', 'No data yet'],
  ['auth.login.success', '登录成功', 'Login successful'],
  ['auth.logout.success', '退出登录成功', 'Logout successful'],
  ['auth.code.sent', '验证码已发送', 'Verification code sent'],
  ['auth.code.sendFailed', '验证码发送失败', 'Failed to send verification code'],
  ['site.notice.empty', '暂无内容', 'No content yet'],
  ['site.certificate.noImage', '暂无证书', 'No certificate yet'],
  ['site.certificate.notFound', '抱歉，没有查询到相关信息', 'Sorry, no related information was found'],
  ['site.comment.deleteConfirm', '确定要删除该评论吗？', 'Are you sure you want to delete this comment?'],
  ['site.empty.questions', '暂无相关问题', 'No related questions yet'],
  ['site.review.empty', '暂无点评', 'No reviews yet'],
  ['site.empty.serviceWechat', '暂无客服微信', 'No customer-service WeChat yet'],
  ['study.question.sent', '问题已发送，请等待老师回复', "Question sent, please wait for the teacher's reply"],
  ['study.note.added', '笔记添加成功', 'Note added successfully'],
  ['study.comment.success', '评论成功', 'Comment successful'],
  ['exam.submitFailed', '提交失败，请联系管理员', 'Submit failed, please contact the administrator'],
];

describe('the catalogues', () => {
  it.each(quotedChinese)('hold the Chinese text the spec quotes under %s', (key, text) => {
    expect(zhCN[key]).toBe(text);
  });

  it.each(namedMessages)('word %s as a Chinese and an English school portal would', (key, zh, english) => {
    expect(zhCN[key]).toBe(zh);
    expect(en[key]).toBe(english);
  });

  it('keep the spec-quoted Chinese out of the English catalogue', () => {
    const english = Object.values(en).join('\n');
    for (const [, text] of quotedChinese) expect(english).not.toContain(text);
  });
});

describe('t with placeholders', () => {
  it('renders the code countdown with its seconds in both locales', () => {
    expect(createTranslator('zh-CN')('auth.code.countdown', { n: 60 })).toBe('60秒后重新获取');
    expect(createTranslator('en')('auth.code.countdown', { n: 60 })).toBe('Re-get in 60 seconds');
  });

  it('renders the finish text for homework and for a test', () => {
    const zh = createTranslator('zh-CN');
    const english = createTranslator('en');
    expect(zh('exam.finish.completed', { kind: zh('exam.kind.homework') })).toBe('您已完成本次作业');
    expect(english('exam.finish.completed', { kind: english('exam.kind.test') })).toBe('You have completed this test');
  });

  it('renders the resume hint of the player with the last position', () => {
    expect(createTranslator('zh-CN')('study.player.resume', { time: '12:34' })).toBe('上次学习到12:34，已为您继续播放');
    expect(createTranslator('en')('study.player.resume', { time: '12:34' })).toBe('Last studied 12:34, continuing for you');
  });

  it('leaves a placeholder visible when its param is missing', () => {
    expect(createTranslator('en')('auth.code.countdown', {})).toBe('Re-get in {n} seconds');
  });
});
