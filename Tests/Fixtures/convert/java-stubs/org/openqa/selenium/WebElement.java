package org.openqa.selenium;

public interface WebElement {
    void click();
}
