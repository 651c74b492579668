/**
 * Where the server parks React Router's start-up (its script preloads and the module script that
 * imports the route modules and hydrates): a `<template>`, whose contents the browser neither runs nor
 * fetches (~/lib/server/framework-after-load.server).
 */
export const frameworkTemplateId = "framework-start";

/**
 * Starts the framework once the page has loaded and been painted (its pictures and faces are in and on
 * screen, so they never share the reader's connection or main thread with the scripts), or soon after
 * the reader reaches for the page first: a pointer or a finger goes down, a key is pressed or something
 * takes focus. Clicks on widgets before then are kept and replayed (~/lib/browser/early-clicks).
 *
 * "Painted" is the first contentful paint as the browser reports it, not a frame callback, which test
 * clocks hold still; a page loaded before its first paint (a fast connection) waits for it, and a
 * browser that does not report paints, or a page loaded in a hidden tab, starts at load.
 *
 * A touch starts it only once the touch is over (the finger or key is up, or half a second has passed)
 * and two frames have been drawn since, so what the touch does natively (a menu opening, the theme
 * changing) is on screen before the framework's code can take the main thread: with the scripts in
 * the browser's cache, their evaluation would otherwise come between the touch and its paint
 * (decision 182). A test clock holds frames still: the scheduler, which test clocks leave alone,
 * starts it a quarter of a second after the touch ends if no two frames have been drawn by then. A touch that sends the reader to another page (a link, a
 * search sent with Enter) starts nothing: the next page's HTML has the connection to itself.
 *
 * As it adds the module script it sets `window.__frameworkStarted`: from then until the root marks the
 * page `data-hydrated`, React is hydrating it (~/lib/browser/header-script keeps the header's touches
 * from it). Written out in both scripts rather than shared: a constant both import would be carried
 * into the browser bundle, which has no bytes to spare (decision 173).
 *
 * Runs inline at the end of <body> with the response's nonce, which the module script it adds carries.
 */
export const frameworkStartScript = `(function(){var t=document.getElementById("${frameworkTemplateId}"),n=document.currentScript.nonce,e=["pointerdown","keydown","touchstart","focusin"],u=["pointerup","keyup","pointercancel"],s=!1,a=!1,v=!1,l=document.readyState==="complete",p=document.visibilityState==="hidden",S=window.scheduler;function later(f,d){S&&S.postTask?S.postTask(f,{delay:d}):setTimeout(f,d)}function go(){if(s||v||!t)return;s=!0;window.__frameworkStarted=!0;e.forEach(function(x){removeEventListener(x,touch,!0)});var c=t.content;c.querySelectorAll("link").forEach(function(k){k=document.importNode(k,!0);k.nonce=n;document.head.appendChild(k)});var m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=c.querySelector("script").textContent;document.body.appendChild(m)}function painted(){var d=0;function f(){if(!d){d=1;a=!1;go()}}requestAnimationFrame(function(){requestAnimationFrame(function(){var c=new MessageChannel;c.port1.onmessage=f;c.port2.postMessage(0)})});later(f,250)}function touch(){v=!1;if(a||s)return;a=!0;var d=0;function up(){if(d)return;d=1;u.forEach(function(x){removeEventListener(x,up,!0)});painted()}u.forEach(function(x){addEventListener(x,up,{capture:!0,passive:!0})});later(up,500)}function ready(){if(l&&p)go()}e.forEach(function(x){addEventListener(x,touch,{capture:!0,passive:!0})});if(window.navigation)navigation.addEventListener("navigate",function(x){if(!x.destination.sameDocument&&!x.downloadRequest)v=!0});try{if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)throw 0;new PerformanceObserver(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();p=!0;ready()}}).observe({type:"paint",buffered:!0})}catch(x){p=!0}addEventListener("load",function(){l=!0;ready()});ready()})();`;
