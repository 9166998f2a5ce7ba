package org.openqa.selenium;

public abstract class By {
    public static By xpath(String value) { return null; }
    public static By id(String value) { return null; }
}
