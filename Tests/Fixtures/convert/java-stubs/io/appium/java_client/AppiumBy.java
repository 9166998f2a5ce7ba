package io.appium.java_client;

import org.openqa.selenium.By;

public abstract class AppiumBy extends By {
    public static By accessibilityId(String value) { return null; }
    public static By id(String value) { return null; }
    public static By xpath(String value) { return null; }
    public static By className(String value) { return null; }
    public static By iOSNsPredicateString(String value) { return null; }
    public static By iOSClassChain(String value) { return null; }
    public static By androidUIAutomator(String value) { return null; }
}
