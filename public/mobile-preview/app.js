// The demo mobile page's behaviour; see index.html for the messages it speaks.
(function () {
  'use strict';

  var TEXT = {
    'zh-CN': {
      mine: '我的', page: '移动端页面', badge: '演示页面', guest: '未登录', guestHint: '登录后查看学习记录',
      signIn: '以演示学员身份登录', signingIn: '登录中…', signedIn: '已登录，欢迎回来', signedOut: '已退出登录',
      failed: '登录失败：', menu: ['我的课程', '我的证书', '学习记录', '设置'], tabs: ['首页', '学习', '我的'],
    },
    en: {
      mine: 'Mine', page: 'Mobile page', badge: 'Demo page', guest: 'Not signed in', guestHint: 'Sign in to see your learning',
      signIn: 'Sign in as the demo student', signingIn: 'Signing in…', signedIn: 'Signed in, welcome back', signedOut: 'Signed out',
      failed: 'Sign-in failed: ', menu: ['My courses', 'My certificates', 'Learning records', 'Settings'], tabs: ['Home', 'Study', 'Mine'],
    },
  };
  // The demo students of ARCHITECTURE.md's fixed points, by school.
  var DEMO_STUDENTS = { demo: '13800138000', beta: '13900139000' };
  var DEMO_PASSWORD = 'demo123456';
  var CLIENT = 'portal-web:portal-web-secret';
  var SUCCESS_CODES = [0, 200, 1];

  var query = new URLSearchParams(location.search);
  var framed = window.parent !== window;
  // The portal that framed this page; messages go to it only and come from it only.
  var parentOrigin = (function () {
    try { return new URL(document.referrer).origin; } catch (error) { return location.origin; }
  })();
  function parentDocument() {
    try { return framed ? window.parent.document : null; } catch (error) { return null; }
  }

  var parentHtml = parentDocument() && parentDocument().documentElement;
  var tenantId = query.get('tenantId') || (parentHtml && parentHtml.dataset.tenant) || 'demo';
  var lang = query.get('lang') || (parentHtml && parentHtml.lang) || 'zh-CN';
  var text = TEXT[lang] || TEXT['zh-CN'];
  var path = query.get('path') || '/mine';

  var $ = function (id) { return document.getElementById(id); };
  var button = $('sign-in');

  function render() {
    document.documentElement.lang = TEXT[lang] ? lang : 'zh-CN';
    var brand = parentHtml && getComputedStyle(parentHtml).getPropertyValue('--color-brand').trim();
    if (brand) document.documentElement.style.setProperty('--brand', brand);
    var title = path === '/mine' ? text.mine : text.page;
    $('page-title').textContent = title;
    document.title = title;
    $('demo-badge').textContent = text.badge;
    button.textContent = text.signIn;
    $('menu').replaceChildren.apply($('menu'), text.menu.map(function (item) {
      var li = document.createElement('li');
      li.textContent = item;
      return li;
    }));
    $('tabs').replaceChildren.apply($('tabs'), text.tabs.map(function (item, index) {
      var tab = document.createElement('span');
      tab.textContent = item;
      if (index === 2 && path === '/mine') tab.setAttribute('aria-current', 'page');
      return tab;
    }));
  }

  function show(user, hint, hintClass) {
    var name = user ? user.realName || user.nickName || user.username || String(user.userId || user.id || '') : '';
    $('profile-name').textContent = name || text.guest;
    $('avatar').textContent = name ? name.slice(0, 1) : '?';
    $('profile-hint').textContent = hint;
    $('profile-hint').className = 'hint' + (hintClass ? ' ' + hintClass : '');
    button.hidden = Boolean(user);
    document.body.dataset.state = user ? 'signed-in' : hintClass === 'out' ? 'signed-out' : 'guest';
  }

  // The portal and this page share an origin in the demo: a portal session already stored shows here as signed in.
  function storedPortalUser() {
    try {
      var prefix = 'portal:' + tenantId + ':session:';
      var token = JSON.parse(localStorage.getItem(prefix + 'token') || '""');
      var user = JSON.parse(localStorage.getItem(prefix + 'user') || 'null');
      var userId = JSON.parse(localStorage.getItem(prefix + 'userId') || '""');
      return token && userId ? user || { userId: userId } : null;
    } catch (error) {
      return null;
    }
  }

  function api(pathname, body, token) {
    var headers = { 'Content-Type': 'application/json', Authorization: 'Basic ' + btoa(CLIENT), tenantId: tenantId, schoolId: tenantId, platformType: 'CLOUD_SCHOOL_H5' };
    if (token) headers.token = token;
    return fetch(pathname, { method: 'POST', headers: headers, body: JSON.stringify(body || {}) })
      .then(function (response) { return response.json(); })
      .then(function (envelope) {
        if (!envelope || SUCCESS_CODES.indexOf(envelope.code) < 0) throw new Error((envelope && envelope.msg) || 'error');
        return envelope.data;
      });
  }

  function signIn() {
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    button.textContent = text.signingIn;
    $('error').hidden = true;
    var mobile = DEMO_STUDENTS[tenantId] || DEMO_STUDENTS.demo;
    api('/api/oauth/anyTenant/login', { grantType: 'PASSWORD', username: mobile, password: DEMO_PASSWORD, tenantId: tenantId, terminalType: 'H5', bizType: 'E_H5' })
      .then(function (login) {
        return api('/api/oauth/appUser/getUserInfo', {}, login.token).then(function (user) {
          show(user, text.signedIn);
          if (framed) {
            window.parent.postMessage({ type: 'portal:login', userId: login.userId, token: login.token, expiration: login.expiration, user: user }, parentOrigin);
          }
        });
      })
      .catch(function (error) {
        $('error').textContent = text.failed + error.message;
        $('error').hidden = false;
      })
      .finally(function () {
        button.removeAttribute('aria-busy');
        button.textContent = text.signIn;
      });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    if (event.data && event.data.type === 'portal:logout') show(null, text.signedOut, 'out');
  });
  button.addEventListener('click', signIn);

  render();
  var stored = storedPortalUser();
  show(stored, stored ? text.signedIn : text.guestHint);
  if (framed) window.parent.postMessage({ type: 'portal:ready' }, parentOrigin);
})();
