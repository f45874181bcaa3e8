import type zh from '../zh-CN/exam';

export default {} satisfies Record<keyof typeof zh, string>;
