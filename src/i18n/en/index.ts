import access from './access';
import auth from './auth';
import common from './common';
import content from './content';
import display from './display';
import exam from './exam';
import home from './home';
import rules from './rules';
import site from './site';
import study from './study';
import validation from './validation';

export default { ...common, ...site, ...home, ...content, ...access, ...auth, ...study, ...exam, ...validation, ...display, ...rules };
