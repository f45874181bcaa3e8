import auth from './auth';
import common from './common';
import display from './display';
import exam from './exam';
import rules from './rules';
import site from './site';
import study from './study';
import validation from './validation';

export default { ...common, ...site, ...auth, ...study, ...exam, ...validation, ...display, ...rules };
